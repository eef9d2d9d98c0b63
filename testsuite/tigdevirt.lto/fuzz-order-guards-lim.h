// fuzz-order-guards-lim: reduced from fuzzer seed 1377 (wp -fprofile-use partition=one).
#pragma once
#include <new>
#include <cstddef>
#include <memory>
#define FZ_API __attribute__((visibility("default")))
extern FZ_API unsigned long g_sum;
FZ_API unsigned opaque(unsigned x);
constexpr std::size_t kBuf = 512;
struct F0C0;
FZ_API unsigned ctor_run_0(F0C0 *p);
struct F1C0;
FZ_API unsigned ctor_run_1(F1C0 *p);
struct F2C0;
FZ_API unsigned ctor_run_2(F2C0 *p);
struct F3C0;
FZ_API unsigned ctor_run_3(F3C0 *p);
struct F0C0 {
  unsigned f0_field;
  unsigned v0_0;
  F0C0() : f0_field(7u), v0_0(95u) { g_sum += f0_probe0() * 5u; }
  virtual ~F0C0() { g_sum += f0_probe0() * 3u; }
  virtual unsigned f0_u1(unsigned x) const = 0;
  virtual unsigned long f0_k1() const;
  virtual unsigned char f0_k2() const { return (unsigned char)(70); }
  virtual unsigned f0_probe0() const;
};
struct F0C1 : F0C0 {
  unsigned v0_1;
  F0C1() : v0_1(61u) { f0_field += 71u; g_sum += f0_probe0() * 5u; }
  ~F0C1() { g_sum += f0_probe0() * 5u; }
  unsigned f0_probe0() const override { return 20u; }
};
struct F0C2 : F0C0 {
  unsigned v0_2;
  F0C2() : v0_2(72u) { f0_field += 17u; g_sum += f0_probe0() * 5u; }
  ~F0C2() { g_sum += f0_probe0() * 5u; }
  unsigned f0_u1(unsigned x) const override { return ((x * 10u + f0_field * 1u + v0_2) ^ 42u) + this->f0_probe0(); }
  unsigned char f0_k2() const override { return (unsigned char)(255); }
  unsigned f0_probe0() const override { return 24u; }
};
struct F1C0 {
  unsigned f1_field;
  unsigned v1_0;
  F1C0() : f1_field(8u), v1_0(33u) { g_sum += f1_probe0() * 5u; }
  virtual ~F1C0() { g_sum += f1_probe0() * 1u; }
  virtual unsigned long f1_k1() const;
  virtual void f1_mu1(unsigned x);
  virtual int f1_k2() const { return (int)(-1000); }
  virtual void f1_mu2(unsigned x);
  virtual unsigned f1_kc1(unsigned a, unsigned b) const;
  virtual unsigned long f1_k3() const;
  virtual unsigned f1_probe0() const { return 75u; }
};
struct F0C3 : F0C2, F1C0 {
  unsigned v0_3;
  F0C3() : v0_3(44u) { f0_field += 12u; g_sum += f0_probe0() * 5u; }
  ~F0C3() { g_sum += f0_probe0() * 4u; }
  unsigned long f0_k1() const override;
  unsigned char f0_k2() const override;
  unsigned f0_probe0() const override { return 98u; }
  int f1_k2() const final;
  void f1_mu2(unsigned x) override { f1_field = f1_field * 2 + x; v0_3 += 6; g_sum += (f1_field ^ v0_3) & 255; }
};
struct F1C1 : virtual F1C0 {
  unsigned v1_1;
  F1C1() : v1_1(93u) { f1_field += 29u; g_sum += f1_probe0() * 5u; }
  ~F1C1() { g_sum += f1_probe0() * 6u; }
  void f1_mu2(unsigned x) override { f1_field = f1_field * 4 + x; v1_1 += 13; g_sum += (f1_field ^ v1_1) & 255; }
  unsigned f1_kc1(unsigned a, unsigned b) const override;
};
struct F3C0 {
  unsigned f3_field;
  unsigned v3_0;
  F3C0() : f3_field(10u), v3_0(9u) { g_sum += f3_probe0() * 5u; g_sum += ctor_run_3(this); }
  virtual ~F3C0() { g_sum += f3_probe0() * 7u; g_sum += ctor_run_3(this); }
  virtual unsigned f3_u1(unsigned x) const;
  virtual bool f3_ty1(int t) const;
  virtual unsigned f3_kc1(unsigned a, unsigned b) const;
  virtual unsigned f3_probe0() const;
};
struct F1C3 : F1C1, F3C0 {
  unsigned v1_3;
  F1C3() : v1_3(20u) { f1_field += 22u; g_sum += f1_probe0() * 5u; }
  ~F1C3() { g_sum += f1_probe0() * 4u; }
  bool f3_ty1(int t) const override { return t == 9 || t == 4; }
  unsigned long f1_k3() const override;
};
struct F2C0 {
  unsigned f2_field;
  unsigned v2_0;
  F2C0() : f2_field(9u), v2_0(16u) { g_sum += f2_probe0() * 5u; }
  virtual ~F2C0() { g_sum += f2_probe0() * 3u; }
  virtual unsigned f2_kc1(unsigned a, unsigned b) const = 0;
  virtual unsigned f2_m2(unsigned x) const = 0;
  virtual unsigned f2_m3(unsigned x) const = 0;
  virtual unsigned f2_m1(unsigned x) const { return (x * 9u + f2_field * 2u + v2_0) ^ 23u; }
  virtual unsigned f2_kc2(unsigned a, unsigned b) const;
  virtual unsigned f2_m4(unsigned x) const { return ((x * 3u + f2_field * 1u + v2_0) ^ 83u) + this->f2_probe0(); }
  virtual unsigned f2_probe0() const { return 97u; }
};
struct F2C1 : F2C0 {
  unsigned v2_1;
  F2C1() : v2_1(38u) { f2_field += 77u; g_sum += f2_probe0() * 5u; }
  ~F2C1() { g_sum += f2_probe0() * 3u; }
  unsigned f2_m2(unsigned x) const override { return (x * 10u + f2_field * 3u + v2_1) ^ 15u; }
  unsigned f2_m3(unsigned x) const override { return ((x * 1u + f2_field * 1u + v2_1) ^ 43u) + this->f2_probe0(); }
  unsigned f2_kc2(unsigned a, unsigned b) const override { return (a * 4u + b) ^ 12u; }
  unsigned f2_probe0() const override { return 40u; }
};
struct F3C1 final : F3C0 {
  unsigned v3_1;
  F3C1() : v3_1(25u) { f3_field += 38u; g_sum += f3_probe0() * 5u; g_sum += ctor_run_3(this); }
  ~F3C1() { g_sum += f3_probe0() * 3u; g_sum += ctor_run_3(this); }
  unsigned f3_kc1(unsigned a, unsigned b) const override { return (a * 3u + b) ^ 75u; }
};
struct F3C2 final : F3C0 {
  unsigned v3_2;
  F3C2() : v3_2(92u) { f3_field += 22u; g_sum += f3_probe0() * 5u; }
  ~F3C2() { g_sum += f3_probe0() * 5u; }
  unsigned f3_u1(unsigned x) const override { return (x * 11u + f3_field * 2u + v3_2) ^ 96u; }
};
struct F3C3 : F3C0, F1C0 {
  unsigned v3_3;
  F3C3() : v3_3(94u) { f3_field += 42u; g_sum += f3_probe0() * 5u; }
  ~F3C3() { g_sum += f3_probe0() * 3u; }
};
F0C0 *make_0(unsigned id);
F0C0 *place_0(void *buf, unsigned id);
F0C0 *static_0();
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
unsigned count_1();
unsigned long run_1(F1C0 *p, unsigned i);
unsigned long ref_1(const F1C0 &r, unsigned i);
unsigned long short_1(F1C0 *p, unsigned i);
unsigned long repeat_1(F1C0 *p, unsigned n);
unsigned long loop_1(F1C0 **v, unsigned n, unsigned i);
unsigned long pm_1(F1C0 *p, unsigned i);
unsigned long cast_1(F1C0 *p, unsigned i);
F2C0 *make_2(unsigned id);
F2C0 *place_2(void *buf, unsigned id);
F2C0 *static_2();
unsigned count_2();
unsigned long run_2(F2C0 *p, unsigned i);
unsigned long ref_2(const F2C0 &r, unsigned i);
unsigned long short_2(F2C0 *p, unsigned i);
unsigned long repeat_2(F2C0 *p, unsigned n);
unsigned long loop_2(F2C0 **v, unsigned n, unsigned i);
unsigned long pm_2(F2C0 *p, unsigned i);
unsigned long cast_2(F2C0 *p, unsigned i);
F3C0 *make_3(unsigned id);
F3C0 *place_3(void *buf, unsigned id);
F3C0 *static_3();
unsigned count_3();
unsigned long run_3(F3C0 *p, unsigned i);
unsigned long ref_3(const F3C0 &r, unsigned i);
unsigned long short_3(F3C0 *p, unsigned i);
unsigned long repeat_3(F3C0 *p, unsigned n);
unsigned long loop_3(F3C0 **v, unsigned n, unsigned i);
unsigned long pm_3(F3C0 *p, unsigned i);
unsigned long cast_3(F3C0 *p, unsigned i);
