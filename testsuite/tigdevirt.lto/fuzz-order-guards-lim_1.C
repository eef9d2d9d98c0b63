#include "fuzz-order-guards-lim.h"
namespace {
struct F1C2 : virtual F1C0 {
  unsigned v1_2;
  F1C2() : v1_2(39u) { f1_field += 50u; g_sum += f1_probe0() * 5u; }
  ~F1C2() { g_sum += f1_probe0() * 1u; }
  void f1_mu2(unsigned x) override;
  unsigned long f1_k3() const final { return (unsigned long)(1099511627776ul); }
  unsigned f1_probe0() const final;
};
struct F2C2 : F2C1 {
  unsigned v2_2;
  F2C2() : v2_2(32u) { f2_field += 47u; g_sum += f2_probe0() * 5u; }
  ~F2C2() { g_sum += f2_probe0() * 7u; }
  unsigned f2_m1(unsigned x) const final { return (x * 10u + f2_field * 1u + v2_2) ^ 15u; }
  unsigned f2_kc2(unsigned a, unsigned b) const override;
};
struct F2C3 : F2C0 {
  unsigned v2_3;
  F2C3() : v2_3(67u) { f2_field += 57u; g_sum += f2_probe0() * 5u; }
  ~F2C3() { g_sum += f2_probe0() * 3u; }
  unsigned f2_kc1(unsigned a, unsigned b) const final;
  unsigned f2_m2(unsigned x) const override { return ((x * 6u + f2_field * 2u + v2_3) ^ 13u) + this->f2_probe0(); }
};
}
void F1C2::f1_mu2(unsigned x) { f1_field = f1_field * 5 + x; v1_2 += 10; g_sum += (f1_field ^ v1_2) & 255; }
unsigned F1C2::f1_probe0() const { return 84u; }
unsigned F2C2::f2_kc2(unsigned a, unsigned b) const { return (a * 12u + b) ^ 91u; }
unsigned F2C3::f2_kc1(unsigned a, unsigned b) const { return (a * 10u + b) ^ 35u; }
F0C0 *make_0(unsigned id) {
  switch (id % 2) {
  case 0: return new F0C2;
  case 1: return new F0C3;
  }
  return nullptr;
}
F0C0 *place_0(void *buf, unsigned id) {
  switch (id % 2) {
  case 0: static_assert(sizeof(F0C2) <= kBuf, "buf"); return new (buf) F0C2;
  case 1: static_assert(sizeof(F0C3) <= kBuf, "buf"); return new (buf) F0C3;
  }
  return nullptr;
}
unsigned count_0() { return 2; }
static F0C2 g_static_0;
F0C0 *static_0() { return &g_static_0; }
F1C0 *make_1(unsigned id) {
  struct F2C4 : F2C1, F1C0 {
    unsigned v2_4;
    F2C4() : v2_4(7u) { f2_field += 79u; g_sum += f2_probe0() * 5u; g_sum += ctor_run_2(this); }
    ~F2C4() { g_sum += f2_probe0() * 4u; g_sum += ctor_run_2(this); }
    unsigned f2_kc1(unsigned a, unsigned b) const override { return (a * 1u + b) ^ 21u; }
    unsigned f2_m1(unsigned x) const final { return (x * 7u + f2_field * 2u + v2_4) ^ 44u; }
    unsigned f2_m3(unsigned x) const override { return ((x * 9u + f2_field * 2u + v2_4) ^ 78u) + this->f2_probe0(); }
    unsigned f2_probe0() const override { return 90u; }
    void f1_mu1(unsigned x) override { f1_field = f1_field * 4 + x; v2_4 += 4; g_sum += (f1_field ^ v2_4) & 255; }
    unsigned long f1_k3() const override { return (unsigned long)(0ul); }
    unsigned f1_probe0() const final { return 9u; }
  };
  switch (id % 7) {
  case 0: return new F0C3;
  case 1: return new F1C0;
  case 2: return new F1C1;
  case 3: return new F1C2;
  case 4: return new F1C3;
  case 5: return new F3C3;
  case 6: return new F2C4;
  }
  return nullptr;
}
F1C0 *place_1(void *buf, unsigned id) {
  switch (id % 6) {
  case 0: static_assert(sizeof(F0C3) <= kBuf, "buf"); return new (buf) F0C3;
  case 1: static_assert(sizeof(F1C0) <= kBuf, "buf"); return new (buf) F1C0;
  case 2: static_assert(sizeof(F1C1) <= kBuf, "buf"); return new (buf) F1C1;
  case 3: static_assert(sizeof(F1C2) <= kBuf, "buf"); return new (buf) F1C2;
  case 4: static_assert(sizeof(F1C3) <= kBuf, "buf"); return new (buf) F1C3;
  case 5: static_assert(sizeof(F3C3) <= kBuf, "buf"); return new (buf) F3C3;
  }
  return nullptr;
}
unsigned count_1() { return 7; }
static F3C3 g_static_1;
F1C0 *static_1() { return &g_static_1; }
F2C0 *make_2(unsigned id) {
  struct F2C4 : F2C1, F1C0 {
    unsigned v2_4;
    F2C4() : v2_4(7u) { f2_field += 79u; g_sum += f2_probe0() * 5u; g_sum += ctor_run_2(this); }
    ~F2C4() { g_sum += f2_probe0() * 4u; g_sum += ctor_run_2(this); }
    unsigned f2_kc1(unsigned a, unsigned b) const override { return (a * 1u + b) ^ 21u; }
    unsigned f2_m1(unsigned x) const final { return (x * 7u + f2_field * 2u + v2_4) ^ 44u; }
    unsigned f2_m3(unsigned x) const override { return ((x * 9u + f2_field * 2u + v2_4) ^ 78u) + this->f2_probe0(); }
    unsigned f2_probe0() const override { return 90u; }
    void f1_mu1(unsigned x) override { f1_field = f1_field * 4 + x; v2_4 += 4; g_sum += (f1_field ^ v2_4) & 255; }
    unsigned long f1_k3() const override { return (unsigned long)(0ul); }
    unsigned f1_probe0() const final { return 9u; }
  };
  switch (id % 1) {
  case 0: return new F2C4;
  }
  return nullptr;
}
F2C0 *place_2(void *buf, unsigned id) {
  (void)buf; (void)id; return nullptr;
}
unsigned count_2() { return 1; }
F2C0 *static_2() { return nullptr; }
F3C0 *make_3(unsigned id) {
  struct F3C4 final : F3C0 {
    unsigned v3_4;
    F3C4() : v3_4(40u) { f3_field += 41u; g_sum += f3_probe0() * 5u; }
    ~F3C4() { g_sum += f3_probe0() * 1u; }
    unsigned f3_u1(unsigned x) const final { return (x * 8u + f3_field * 1u + v3_4) ^ 50u; }
  };
  switch (id % 6) {
  case 0: return new F1C3;
  case 1: return new F3C0;
  case 2: return new F3C1;
  case 3: return new F3C2;
  case 4: return new F3C3;
  case 5: return new F3C4;
  }
  return nullptr;
}
F3C0 *place_3(void *buf, unsigned id) {
  switch (id % 5) {
  case 0: static_assert(sizeof(F1C3) <= kBuf, "buf"); return new (buf) F1C3;
  case 1: static_assert(sizeof(F3C0) <= kBuf, "buf"); return new (buf) F3C0;
  case 2: static_assert(sizeof(F3C1) <= kBuf, "buf"); return new (buf) F3C1;
  case 3: static_assert(sizeof(F3C2) <= kBuf, "buf"); return new (buf) F3C2;
  case 4: static_assert(sizeof(F3C3) <= kBuf, "buf"); return new (buf) F3C3;
  }
  return nullptr;
}
unsigned count_3() { return 6; }
static F3C2 g_static_3;
F3C0 *static_3() { return &g_static_3; }
