// The fuzzer's seed 24103 (its unit fz_make.cc with its header), compiled
// -flto -ffat-lto-objects: the analysis for the fat code plans to drop
// GCC's guesses of inline methods no object reaches, then GCC removes
// functions before the pass that drops them runs (dead methods,
// unreachable comdats).  The plan named the caller and the targets by
// node, freed by then: GCC 17's checking build crashed in the guesses
// pass (same_body); GCC 11 to 16 read the freed nodes without crashing.
// The plan now names functions by their symbol order.
// { dg-do compile }
// { dg-options "-flto -ffat-lto-objects" }
#include <new>
#include <cstddef>
#include <memory>
#define FZ_API __attribute__((visibility("default")))
extern FZ_API unsigned long g_sum;
struct FZ_Plain { unsigned plain_tag = 1; };
FZ_API unsigned opaque(unsigned x);
constexpr std::size_t kBuf = 512;
struct F0C0;
FZ_API unsigned ctor_run_0(F0C0 *p);
struct F1C0;
FZ_API unsigned ctor_run_1(F1C0 *p);
struct F0C0 {
  unsigned f0_field;
  unsigned v0_0;
  F0C0() : f0_field(7u), v0_0(66u) { g_sum += f0_probe0() * 5u; }
  virtual ~F0C0() { g_sum += f0_probe0() * 3u; }
  __attribute__((noinline)) unsigned nv_0(unsigned i) const { unsigned long acc = 0; acc += this->f0_probe0(); acc += this->f0_probe0(); acc += this->f0_m1(5u); (void)i; return (unsigned)acc; }
  unsigned nv2_0(unsigned i) const { return nv_0(i) + nv_0(i + 1u); }
  __attribute__((noinline)) unsigned nv3_0(unsigned i) const { unsigned long acc = 3; acc += this->f0_probe0(); acc += this->f0_probe0(); acc += this->f0_m1(5u); (void)i; return (unsigned)acc; }
  virtual unsigned f0_u1(unsigned x) const;
  virtual unsigned f0_u2(unsigned x) const;
  virtual unsigned f0_u3(unsigned x) const { return ((x * 2u + f0_field * 3u + v0_0) ^ 0u) + this->f0_probe0(); }
  virtual bool f0_ty1(int t) const { return t == 6 || t == 5; }
  virtual unsigned f0_u4(unsigned x) const;
  virtual unsigned f0_m1(unsigned x) const;
  virtual unsigned f0_probe0() const;
};
struct F0C1 : F0C0 {
  unsigned v0_1;
  F0C1() : v0_1(92u) { f0_field += 46u; g_sum += f0_probe0() * 5u; }
  ~F0C1() { g_sum += f0_probe0() * 1u; }
  unsigned f0_u1(unsigned x) const override { return (x * 2u + f0_field * 2u + v0_1) ^ 31u; }
  unsigned f0_u3(unsigned x) const override { return (x * 7u + f0_field * 2u + v0_1) ^ 81u; }
  unsigned f0_u4(unsigned x) const override { return ((x * 10u + f0_field * 2u + v0_1) ^ 43u) + F0C0::f0_u4(x ^ 1u); }
  unsigned f0_probe0() const override { return 70u; }
};
struct F0C2 : F0C1 {
  unsigned v0_2;
  F0C2() : v0_2(98u) { f0_field += 73u; g_sum += f0_probe0() * 5u; }
  ~F0C2() { g_sum += f0_probe0() * 4u; }
  unsigned f0_u1(unsigned x) const final;
  unsigned f0_u2(unsigned x) const override;
  unsigned f0_u3(unsigned x) const override;
  bool f0_ty1(int t) const override { return t == 8 || t == 2; }
  unsigned f0_u4(unsigned x) const override;
  unsigned f0_m1(unsigned x) const final;
  unsigned f0_probe0() const override;
};
struct F0C3 : virtual F0C0 {
  unsigned v0_3;
  F0C3() : v0_3(41u) { f0_field += 21u; g_sum += f0_probe0() * 5u; }
  ~F0C3() { g_sum += f0_probe0() * 4u; }
  unsigned f0_u4(unsigned x) const final;
  unsigned f0_m1(unsigned x) const override;
  unsigned f0_probe0() const override;
};
struct F1C0 {
  unsigned f1_field;
  unsigned v1_0;
  F1C0() : f1_field(8u), v1_0(96u) { g_sum += f1_probe0() * 5u; }
  virtual ~F1C0() { g_sum += f1_probe0() * 4u; }
  unsigned nv_1(unsigned i) const { unsigned long acc = 0; acc += this->f1_m1(6u); (void)i; return (unsigned)acc; }
  unsigned nv2_1(unsigned i) const { return nv_1(i) + nv_1(i + 1u); }
  __attribute__((noinline)) unsigned nv3_1(unsigned i) const { unsigned long acc = 3; acc += this->f1_m1(6u); (void)i; return (unsigned)acc; }
  virtual unsigned f1_kc1(unsigned a, unsigned b) const { return (a * 6u + b) ^ 61u; }
  virtual void f1_mu1(unsigned x) { f1_field = f1_field * 2 + x; v1_0 += 12; g_sum += (f1_field ^ v1_0) & 255; }
  virtual bool f1_ty1(int t) const { return t == 3 || t == 1; }
  virtual bool f1_ty2(int t) const { return t == 11 || t == 10; }
  virtual unsigned f1_m1(unsigned x) const { return (x * 8u + f1_field * 2u + v1_0) ^ 20u; }
  virtual unsigned f1_probe0() const { return 73u; }
};
struct F1C1 final : virtual F1C0 {
  unsigned v1_1;
  F1C1() : v1_1(80u) { f1_field += 94u; g_sum += f1_probe0() * 5u; }
  ~F1C1() { g_sum += f1_probe0() * 4u; }
  void f1_mu1(unsigned x) final { f1_field = f1_field * 5 + x; v1_1 += 5; g_sum += (f1_field ^ v1_1) & 255; }
  unsigned f1_m1(unsigned x) const override { return (x * 11u + f1_field * 3u + v1_1) ^ 36u; }
};
class FZ_Hold0 {
  F0C0 *s;
public:
  explicit FZ_Hold0(unsigned k);
  ~FZ_Hold0();
  void poke(unsigned k);
  FZ_Hold0(const FZ_Hold0 &) = delete;
  FZ_Hold0 &operator=(const FZ_Hold0 &) = delete;
  void renew(unsigned k);
  void take(FZ_Hold0 &o);
  unsigned long run(unsigned i) const;
};
F0C0 *hold_make_0(unsigned k);
F0C0 *make_0(unsigned id);
F0C0 *place_0(void *buf, unsigned id);
F0C0 *static_0();
F0C0 *one_0();
F0C0 *one2_0();
F0C0 *one3_0(unsigned k);
unsigned count_0();
unsigned long run_0(F0C0 *p, unsigned i);
unsigned long ref_0(const F0C0 &r, unsigned i);
unsigned long short_0(F0C0 *p, unsigned i);
unsigned long repeat_0(F0C0 *p, unsigned n);
unsigned long loop_0(F0C0 **v, unsigned n, unsigned i);
unsigned long pm_0(F0C0 *p, unsigned i);
unsigned long cast_0(F0C0 *p, unsigned i);
F1C0 *make_1(unsigned id);
F1C0 *place_1(void *buf, unsigned id);
F1C0 *static_1();
F1C0 *one_1();
F1C0 *one2_1();
F1C0 *one3_1(unsigned k);
unsigned count_1();
unsigned long run_1(F1C0 *p, unsigned i);
unsigned long ref_1(const F1C0 &r, unsigned i);
unsigned long short_1(F1C0 *p, unsigned i);
unsigned long repeat_1(F1C0 *p, unsigned n);
unsigned long loop_1(F1C0 **v, unsigned n, unsigned i);
unsigned long pm_1(F1C0 *p, unsigned i);
unsigned long cast_1(F1C0 *p, unsigned i);
F0C0 *make_0(unsigned id) {
  switch (id % 4) {
  case 0: return new F0C0;
  case 1: return new F0C1;
  case 2: return new F0C2;
  case 3: return new F0C3;
  }
  return nullptr;
}
F0C0 *place_0(void *buf, unsigned id) {
  switch (id % 4) {
  case 0: static_assert(sizeof(F0C0) <= kBuf, "buf"); return new (buf) F0C0;
  case 1: static_assert(sizeof(F0C1) <= kBuf, "buf"); return new (buf) F0C1;
  case 2: static_assert(sizeof(F0C2) <= kBuf, "buf"); return new (buf) F0C2;
  case 3: static_assert(sizeof(F0C3) <= kBuf, "buf"); return new (buf) F0C3;
  }
  return nullptr;
}
unsigned count_0() { return 4; }
static F0C0 g_static_0;
F0C0 *static_0() { return &g_static_0; }
__attribute__((noinline)) F0C0 *one_0() { return new F0C2; }
__attribute__((noinline)) F0C0 *one2_0() { F0C0 *p = one_0(); g_sum += opaque(1); return p; }
__attribute__((noinline)) F0C0 *one3_0(unsigned k) { if (opaque(k) > 2u) { g_sum += 1; return new F0C2; } return k ? one_0() : nullptr; }
F1C0 *make_1(unsigned id) {
  switch (id % 2) {
  case 0: return new F1C0;
  case 1: return new F1C1;
  }
  return nullptr;
}
F1C0 *place_1(void *buf, unsigned id) {
  switch (id % 2) {
  case 0: static_assert(sizeof(F1C0) <= kBuf, "buf"); return new (buf) F1C0;
  case 1: static_assert(sizeof(F1C1) <= kBuf, "buf"); return new (buf) F1C1;
  }
  return nullptr;
}
unsigned count_1() { return 2; }
static F1C0 g_static_1;
F1C0 *static_1() { return &g_static_1; }
__attribute__((noinline)) F1C0 *one_1() { return new F1C0; }
__attribute__((noinline)) F1C0 *one2_1() { F1C0 *p = one_1(); g_sum += opaque(1); return p; }
__attribute__((noinline)) F1C0 *one3_1(unsigned k) { if (opaque(k) > 2u) { g_sum += 1; return new F1C0; } return k ? one_1() : nullptr; }
FZ_Hold0::FZ_Hold0(unsigned k) : s(k % 2u ? (F0C0 *) new F0C1 : new F0C1) {}
FZ_Hold0::~FZ_Hold0() { delete s; }
void FZ_Hold0::renew(unsigned k) { delete s; s = k % 3u == 0u ? nullptr : hold_make_0(k); }
void FZ_Hold0::take(FZ_Hold0 &o) { if (&o == this) return; delete s; s = o.s; o.s = nullptr; }
unsigned long FZ_Hold0::run(unsigned i) const { unsigned long acc = 0; if (!s) return 7u; acc += s->f0_m1(i & 15u); acc += s->f0_ty1(9) ? 9u : 9u; acc += s->f0_ty1(3) ? 7u : 9u; (void)i; return acc; }
F0C0 *hold_make_0(unsigned k) { if (k % 2u) return new F0C3; return new F0C1; }
void FZ_Hold0::poke(unsigned k) { F0C0 *FZ_Hold0::*pm = &FZ_Hold0::s; delete (this->*pm); this->*pm = k % 2u ? (F0C0 *) new F0C0 : nullptr; }
void lreseat_1(F1C0 **w, unsigned k) { delete *w; *w = make_1(k); }
