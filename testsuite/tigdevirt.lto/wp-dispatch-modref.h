// wp-dispatch-modref: a program reported outside the suite
// (shared/repro/wp-dispatch-modref); see wp-dispatch-modref_0.C.
#pragma once
#include <new>
#include <cstddef>
extern unsigned long g_sum;
struct F0C0 {
  unsigned field;
  F0C0() : field(92) { }
  virtual int f0_ctor_probe() const { return 1; }
  virtual ~F0C0() { g_sum += f0_ctor_probe() * 3; }
  virtual int f0_m0(int x) const;
  virtual bool f0_ty1(int t) const;
};
struct F0C1 : F0C0 {
  F0C1() { field += 13; }
  int f0_ctor_probe() const override { return 12; }
  ~F0C1() override { g_sum += f0_ctor_probe(); }
  int f0_m0(int x) const override;
};
struct F1C0 {
  unsigned field;
  F1C0() : field(58) { }
  virtual int f1_ctor_probe() const { return 4; }
  virtual ~F1C0() { g_sum += f1_ctor_probe() * 3; }
  virtual bool f1_ty0(int t) const;
  virtual bool f1_ty1(int t) const;
  virtual bool f1_is2() const;
};
struct F1C1 : F1C0 {
  F1C1() { field += 57; }
  int f1_ctor_probe() const override { return 45; }
  ~F1C1() override { g_sum += f1_ctor_probe(); }
  bool f1_ty0(int t) const override;
};
struct F2C0 {
  unsigned field;
  F2C0() : field(96) { }
  virtual int f2_ctor_probe() const { return 6; }
  virtual ~F2C0() { g_sum += f2_ctor_probe() * 3; }
  virtual void f2_mu0(int x);
  virtual int f2_m1(int x) const;
  virtual bool f2_ty2(int t) const;
};
struct F2C1 final : F2C0 {
  F2C1() { field += 39; g_sum += f2_ctor_probe() * 5; }
  ~F2C1() override { g_sum += f2_ctor_probe(); }
  int f2_m1(int x) const override;
};
struct F2C2 : F2C0 {
  F2C2() { field += 96; }
  ~F2C2() override { g_sum += f2_ctor_probe(); }
  bool f2_ty2(int t) const override;
};
struct F2C3 : F2C2 {
  F2C3() { field += 71; }
  ~F2C3() override { g_sum += f2_ctor_probe(); }
};
struct F2C4 : F2C0 {
  F2C4() { field += 76; }
  ~F2C4() override { g_sum += f2_ctor_probe(); }
  void f2_mu0(int x) override;
  int f2_m1(int x) const override;
};
F0C0 *make_0(int id);
F0C0 *place_0(void *buf, int id);
int count_0();
F1C0 *make_1(int id);
F1C0 *place_1(void *buf, int id);
int count_1();
F2C0 *make_2(int id);
F2C0 *place_2(void *buf, int id);
int count_2();
constexpr std::size_t kBuf = 256;
