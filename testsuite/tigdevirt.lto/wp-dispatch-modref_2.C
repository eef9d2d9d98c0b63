#include "wp-dispatch-modref.h"
namespace {
struct F0C2 : F0C1 {
  F0C2() { field += 82; }
  ~F0C2() override { g_sum += f0_ctor_probe(); }
};
}
int count_0() { return 3; }
F0C0 *make_0(int id) {
  switch (id % 3) {
  case 0: return new F0C0;
  case 1: return new F0C1;
  case 2: return new F0C2;
  }
  return nullptr;
}
F0C0 *place_0(void *buf, int id) {
  switch (id % 3) {
  case 0: static_assert(sizeof(F0C0) <= kBuf, "buf"); return new (buf) F0C0;
  case 1: static_assert(sizeof(F0C1) <= kBuf, "buf"); return new (buf) F0C1;
  case 2: static_assert(sizeof(F0C2) <= kBuf, "buf"); return new (buf) F0C2;
  }
  return nullptr;
}
int count_1() { return 2; }
F1C0 *make_1(int id) {
  switch (id % 2) {
  case 0: return new F1C0;
  case 1: return new F1C1;
  }
  return nullptr;
}
F1C0 *place_1(void *buf, int id) {
  switch (id % 2) {
  case 0: static_assert(sizeof(F1C0) <= kBuf, "buf"); return new (buf) F1C0;
  case 1: static_assert(sizeof(F1C1) <= kBuf, "buf"); return new (buf) F1C1;
  }
  return nullptr;
}
int count_2() { return 5; }
F2C0 *make_2(int id) {
  switch (id % 5) {
  case 0: return new F2C0;
  case 1: return new F2C1;
  case 2: return new F2C2;
  case 3: return new F2C3;
  case 4: return new F2C4;
  }
  return nullptr;
}
F2C0 *place_2(void *buf, int id) {
  switch (id % 5) {
  case 0: static_assert(sizeof(F2C0) <= kBuf, "buf"); return new (buf) F2C0;
  case 1: static_assert(sizeof(F2C1) <= kBuf, "buf"); return new (buf) F2C1;
  case 2: static_assert(sizeof(F2C2) <= kBuf, "buf"); return new (buf) F2C2;
  case 3: static_assert(sizeof(F2C3) <= kBuf, "buf"); return new (buf) F2C3;
  case 4: static_assert(sizeof(F2C4) <= kBuf, "buf"); return new (buf) F2C4;
  }
  return nullptr;
}
