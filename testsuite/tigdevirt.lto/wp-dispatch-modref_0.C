// Reported outside the suite (a fuzzer-shaped program, shared/repro/
// wp-dispatch-modref): said to print a wrong result with the plugin in
// whole-program mode.  Every call of these closed hierarchies is a
// dispatch or made direct (15 dispatches, destructors among them), and the
// objects are rebuilt in reused storage (placement new, std::launder)
// between calls.  Not reproduced with the plugin of dc8c33e on GCC 11 to
// 17 in any partition mode, nor under the fuzzer's knobs (GCC 12 and 16);
// kept so that it stays right.
// { dg-do run }
// { dg-options "-std=c++17 -w -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "wp-dispatch-modref.h"
#include <cstdio>
#include <memory>
#include <vector>
__attribute__((noinline)) static int opaque(int x) { asm volatile("" : "+r"(x)); return x; }
__attribute__((noinline)) long run_0(F0C0 *p, int i) { long acc = 0;
  acc += p->f0_m0(i & 15);
  acc += p->f0_m0(2);
  acc += p->f0_ty1(0) ? 4 : 1;
  acc += p->f0_ty1(i % 11);
  return acc; }
__attribute__((noinline)) long ref_0(const F0C0 &r, int i) { long acc = 0;
  acc += r.f0_ty1(i) ? 2 : 5;
  return acc; }
__attribute__((noinline)) long local_0(int i) { F0C1 obj; return run_0(&obj, i) + ref_0(obj, i); }
__attribute__((noinline)) long run_1(F1C0 *p, int i) { long acc = 0;
  acc += p->f1_ty0(1) ? 3 : 1;
  acc += p->f1_ty0(i % 11);
  acc += p->f1_ty1(7) ? 4 : 1;
  acc += p->f1_ty1(i % 11);
  acc += p->f1_is2() ? 3 : 0;
  return acc; }
__attribute__((noinline)) long ref_1(const F1C0 &r, int i) { long acc = 0;
  acc += r.f1_ty0(i) ? 2 : 5;
  acc += r.f1_ty1(i) ? 2 : 5;
  acc += r.f1_is2();
  return acc; }
__attribute__((noinline)) long local_1(int i) { F1C0 obj; return run_1(&obj, i) + ref_1(obj, i); }
__attribute__((noinline)) long run_2(F2C0 *p, int i) { long acc = 0;
  p->f2_mu0(i);
  acc += p->f2_m1(i & 15);
  acc += p->f2_m1(3);
  acc += p->f2_ty2(3) ? 5 : 1;
  acc += p->f2_ty2(i % 11);
  return acc; }
__attribute__((noinline)) long ref_2(const F2C0 &r, int i) { long acc = 0;
  acc += r.f2_ty2(i) ? 2 : 5;
  return acc; }
__attribute__((noinline)) long local_2(int i) { F2C3 obj; return run_2(&obj, i) + ref_2(obj, i); }
int main() {
  unsigned long total = 0;
  if (count_0() > 0) {
    std::vector<std::unique_ptr<F0C0>> v0;
    for (int i = 0; i < 3; i++) v0.emplace_back(make_0(opaque(i * 1)));
    for (int r = 0; r < 3; r++) for (int i = 0; i < 3; i++) {
      total += run_0(v0[i].get(), opaque(i + r));
      total = total * 31 + ref_0(*v0[i], r);
    }
    alignas(64) static unsigned char buf0[kBuf];
    for (int i = 0; i < 5; i++) {
      F0C0 *p = place_0(buf0, opaque(i * 3));
      total += run_0(p, i);
      p->~F0C0();
      F0C0 *q = place_0(buf0, opaque(i * 5 + 1));
      total += run_0(q, i) * 3;
      total += std::launder(q)->f0_ctor_probe();
      q->~F0C0();
    }
    total += local_0(opaque(9));
  }
  if (count_1() > 0) {
    std::vector<std::unique_ptr<F1C0>> v1;
    for (int i = 0; i < 6; i++) v1.emplace_back(make_1(opaque(i * 1)));
    for (int r = 0; r < 6; r++) for (int i = 0; i < 6; i++) {
      total += run_1(v1[i].get(), opaque(i + r));
      total = total * 31 + ref_1(*v1[i], r);
    }
    alignas(64) static unsigned char buf1[kBuf];
    for (int i = 0; i < 5; i++) {
      F1C0 *p = place_1(buf1, opaque(i * 3));
      total += run_1(p, i);
      p->~F1C0();
      F1C0 *q = place_1(buf1, opaque(i * 5 + 1));
      total += run_1(q, i) * 3;
      total += std::launder(q)->f1_ctor_probe();
      q->~F1C0();
    }
    total += local_1(opaque(6));
  }
  if (count_2() > 0) {
    std::vector<std::unique_ptr<F2C0>> v2;
    for (int i = 0; i < 7; i++) v2.emplace_back(make_2(opaque(i * 5)));
    for (int r = 0; r < 5; r++) for (int i = 0; i < 7; i++) {
      total += run_2(v2[i].get(), opaque(i + r));
      total = total * 31 + ref_2(*v2[i], r);
    }
    alignas(64) static unsigned char buf2[kBuf];
    for (int i = 0; i < 3; i++) {
      F2C0 *p = place_2(buf2, opaque(i * 3));
      total += run_2(p, i);
      p->~F2C0();
      F2C0 *q = place_2(buf2, opaque(i * 5 + 1));
      total += run_2(q, i) * 3;
      total += std::launder(q)->f2_ctor_probe();
      q->~F2C0();
    }
    total += local_2(opaque(9));
  }
  printf("%lu %lu\n", total, g_sum);
  return 0;
}
// { dg-output "13536457791926595521 4416" }
// { dg-final { scan-wpa-ipa-dump "speculation: \[^\n\]* dispatched=\[1-9]\\d* " "tigdevirt" } }
