#include "fuzz-order-guards-lim.h"
unsigned ctor_run_0(F0C0 *p) { unsigned long acc = 0; unsigned i = 3;
  acc += p->f0_probe0();
  (void)i; return (unsigned)acc; }
__attribute__((noinline)) unsigned long run_0(F0C0 *p, unsigned i) { unsigned long acc = 0;
  acc += (unsigned long)p->f0_k1();
  acc += (unsigned long)p->f0_k2();
  acc += (unsigned long)p->f0_k2();
  acc += (unsigned long)p->f0_k1();
  acc += (unsigned long)p->f0_k1();
  return acc; }
__attribute__((noinline)) unsigned long short_0(F0C0 *p, unsigned i) { unsigned long acc = 0;
  acc += (unsigned long)p->f0_k1();
  return acc; }
__attribute__((noinline)) unsigned long repeat_0(F0C0 *p, unsigned n) { unsigned long acc = 0;
  for (unsigned i = 0; i < n; i++) {
    acc += (unsigned long)p->f0_k1();
  }
  return acc; }
__attribute__((noinline)) unsigned long ref_0(const F0C0 &r, unsigned i) { unsigned long acc = 0;
  acc += (unsigned long)r.f0_k2();
  acc += (unsigned long)r.f0_k1();
  acc += (unsigned long)r.f0_k1();
  acc += (unsigned long)r.f0_k2();
  return acc; }
__attribute__((noinline)) unsigned long loop_0(F0C0 **v, unsigned n, unsigned i) { unsigned long acc = 0;
  for (unsigned j = 0; j < n; j++) { F0C0 *p = v[j];
    acc += p->f0_probe0();
    acc += (unsigned long)p->f0_k1();
    acc += (unsigned long)p->f0_k2();
    i += j; }
  return acc; }
__attribute__((noinline)) unsigned long pm_0(F0C0 *p, unsigned i) { unsigned long acc = 0;
  return acc; }
__attribute__((noinline)) unsigned long cast_0(F0C0 *p, unsigned i) { unsigned long acc = 0;
  if (F0C3 *d = dynamic_cast<F0C3 *>(p)) {
    acc += d->f0_probe0();
    acc += 1000; }
  (void)i; return acc; }
unsigned ctor_run_1(F1C0 *p) { unsigned long acc = 0; unsigned i = 3;
  acc += (unsigned long)p->f1_k1();
  (void)i; return (unsigned)acc; }
unsigned long run_1(F1C0 *p, unsigned i) { unsigned long acc = 0;
  acc += (unsigned long)p->f1_k1();
  acc += p->f1_probe0();
  p->f1_mu1(7u);
  p->f1_mu2(i);
  acc += p->f1_probe0();
  return acc; }
__attribute__((noinline)) unsigned long short_1(F1C0 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f1_probe0();
  return acc; }
__attribute__((noinline)) unsigned long repeat_1(F1C0 *p, unsigned n) { unsigned long acc = 0;
  for (unsigned i = 0; i < n; i++) {
    p->f1_mu2(5u);
    p->f1_mu1(7u);
  }
  return acc; }
unsigned long ref_1(const F1C0 &r, unsigned i) { unsigned long acc = 0;
  acc += r.f1_probe0();
  acc += r.f1_probe0();
  acc += r.f1_kc1(i, 9u);
  return acc; }
__attribute__((noinline)) unsigned long loop_1(F1C0 **v, unsigned n, unsigned i) { unsigned long acc = 0;
  for (unsigned j = 0; j < n; j++) { F1C0 *p = v[j];
    acc += (unsigned long)p->f1_k3();
    i += j; }
  return acc; }
unsigned long pm_1(F1C0 *p, unsigned i) { unsigned long acc = 0;
  void (F1C0::*pmu)(unsigned) = &F1C0::f1_mu2;
  (p->*pmu)(i);
  return acc; }
unsigned long cast_1(F1C0 *p, unsigned i) { unsigned long acc = 0;
  if (F1C1 *d = dynamic_cast<F1C1 *>(p)) {
    acc += d->f1_probe0();
    acc += 1000; }
  (void)i; return acc; }
unsigned ctor_run_2(F2C0 *p) { unsigned long acc = 0; unsigned i = 3;
  acc += p->f2_m3(i & 15u);
  acc += p->f2_m3(2u);
  (void)i; return (unsigned)acc; }
__attribute__((noinline)) unsigned long run_2(F2C0 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f2_m2(i & 15u);
  acc += p->f2_m3(i & 15u);
  acc += p->f2_kc1(8u, 4u);
  acc += p->f2_kc2(i, 5u);
  acc += p->f2_m2(7u);
  acc += p->f2_m1(i & 15u);
  return acc; }
__attribute__((noinline)) unsigned long short_2(F2C0 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f2_kc2(i, 0u);
  acc += p->f2_probe0();
  return acc; }
__attribute__((noinline)) unsigned long repeat_2(F2C0 *p, unsigned n) { unsigned long acc = 0;
  for (unsigned i = 0; i < n; i++) {
    acc += p->f2_m1(i & 15u);
    acc += p->f2_m2(i & 15u);
  }
  return acc; }
__attribute__((noinline)) unsigned long ref_2(const F2C0 &r, unsigned i) { unsigned long acc = 0;
  acc += r.f2_m2(6u);
  return acc; }
__attribute__((noinline)) unsigned long loop_2(F2C0 **v, unsigned n, unsigned i) { unsigned long acc = 0;
  for (unsigned j = 0; j < n; j++) { F2C0 *p = v[j];
    acc += p->f2_m1(0u);
    acc += p->f2_m1(7u);
    acc += p->f2_m3(5u);
    i += j; }
  return acc; }
__attribute__((noinline)) unsigned long pm_2(F2C0 *p, unsigned i) { unsigned long acc = 0;
  static unsigned (F2C0::*const tbl[])(unsigned) const = { &F2C0::f2_m1, &F2C0::f2_m2, &F2C0::f2_m3, &F2C0::f2_m4 };
  acc += (p->*tbl[i % 4u])(i);
  return acc; }
__attribute__((noinline)) unsigned long cast_2(F2C0 *p, unsigned i) { unsigned long acc = 0;
  if (F2C1 *d = dynamic_cast<F2C1 *>(p)) {
    acc += d->f2_m1(i & 15u);
    acc += 1000; }
  (void)i; return acc; }
unsigned ctor_run_3(F3C0 *p) { unsigned long acc = 0; unsigned i = 3;
  acc += p->f3_probe0();
  (void)i; return (unsigned)acc; }
__attribute__((noinline)) unsigned long run_3(F3C0 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f3_kc1(i, 5u);
  acc += p->f3_probe0();
  acc += p->f3_ty1(1) ? 5u : 6u;
  acc += p->f3_ty1(5) ? 8u : 2u;
  acc += p->f3_probe0();
  acc += p->f3_ty1((int)(i % 11u)) ? 7u : 7u;
  acc += p->f3_ty1(4) ? 6u : 4u;
  return acc; }
__attribute__((noinline)) unsigned long short_3(F3C0 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f3_ty1(8) ? 8u : 3u;
  acc += p->f3_ty1((int)(i % 11u)) ? 2u : 6u;
  return acc; }
__attribute__((noinline)) unsigned long repeat_3(F3C0 *p, unsigned n) { unsigned long acc = 0;
  for (unsigned i = 0; i < n; i++) {
    acc += p->f3_kc1(9u, 7u);
    acc += p->f3_probe0();
  }
  return acc; }
__attribute__((noinline)) unsigned long ref_3(const F3C0 &r, unsigned i) { unsigned long acc = 0;
  acc += r.f3_kc1(i, 7u);
  acc += r.f3_probe0();
  acc += r.f3_ty1((int)(i % 11u)) ? 6u : 1u;
  acc += r.f3_probe0();
  return acc; }
__attribute__((noinline)) unsigned long loop_3(F3C0 **v, unsigned n, unsigned i) { unsigned long acc = 0;
  for (unsigned j = 0; j < n; j++) { F3C0 *p = v[j];
    acc += p->f3_kc1(i, 1u);
    acc += p->f3_ty1((int)(i % 11u)) ? 8u : 1u;
    i += j; }
  return acc; }
__attribute__((noinline)) unsigned long pm_3(F3C0 *p, unsigned i) { unsigned long acc = 0;
  return acc; }
__attribute__((noinline)) unsigned long cast_3(F3C0 *p, unsigned i) { unsigned long acc = 0;
  if (F3C1 *d = dynamic_cast<F3C1 *>(p)) {
    acc += d->f3_kc1(i, 4u);
    acc += 1000; }
  (void)i; return acc; }
