// Reduced from testsuite/fuzz seed 1377, which printed a wrong result
// with the plugin (wp -fprofile-use partition=one).
// Found with order-guards=1 (the guards sorted most likely first): GCC 12's
// loop store motion (lim4) then moved the store of a field that the
// inlined arms of one dispatch reach through different bases (a virtual
// base through loaded offsets, a secondary base at -24) out of the loop.
// The guard order is the default now; the LIM repair (lim-access-paths.cc)
// keeps the program right.
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-std=c++17 -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "fuzz-order-guards-lim.h"
#include <cstdio>
#include <vector>
static inline unsigned long mix(unsigned long t, unsigned long v) { return t * 31u + v; }
__attribute__((noinline)) unsigned long mid_F0C2(F0C2 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f0_probe0();
  acc += (unsigned long)p->f0_k1();
  acc += (unsigned long)p->f0_k1();
  return acc; }
__attribute__((noinline)) unsigned long mid_F1C1(F1C1 *p, unsigned i) { unsigned long acc = 0;
  p->f1_mu2(1u);
  p->f1_mu1(6u);
  return acc; }
__attribute__((noinline)) unsigned long mid_F2C1(F2C1 *p, unsigned i) { unsigned long acc = 0;
  acc += p->f2_m3(2u);
  return acc; }
__attribute__((noinline)) unsigned long local_0_0(unsigned i) { F0C2 obj; unsigned long r = run_0(&obj, i);
  r = r * 7u + ref_0(obj, i);
  return r; }
__attribute__((noinline)) unsigned long local_3_0(unsigned i) { F3C1 obj; unsigned long r = repeat_3(&obj, i % 5u + 1u);
  return r; }
__attribute__((noinline)) unsigned long local_3_1(unsigned i) { F3C0 obj; unsigned long r = repeat_3(&obj, i % 5u + 1u);
  r = r * 7u + ref_3(obj, i);
  return r; }
int main() {
  unsigned long total = 0;
  total = mix(total, local_0_0(opaque(12u)));
  total = mix(total, local_3_0(opaque(14u)));
  total = mix(total, local_3_1(opaque(0u)));
  {
    std::vector<std::unique_ptr<F0C0>> v;
    for (unsigned i = 0; i < 3; i++) { F0C0 *p = make_0(opaque(i * 5u)); if (p) v.emplace_back(p); }
    for (unsigned r = 0; r < 3; r++) for (unsigned i = 0; i < v.size(); i++) {
      total = mix(total, run_0(v[i].get(), opaque(i + r)));
      total = mix(total, ref_0(*v[i], r));
      total = mix(total, pm_0(v[i].get(), i + r));
      total = mix(total, cast_0(v[i].get(), r));
      total = mix(total, repeat_0(v[i].get(), opaque(r + 2u)));
    }
    std::vector<F0C0 *> raw;
    for (auto &u : v) raw.push_back(u.get());
    total = mix(total, loop_0(raw.data(), (unsigned)raw.size(), opaque(2)));
    total = mix(total, g_sum);
  }
  {
    alignas(64) static unsigned char buf[kBuf];
    for (unsigned i = 0; i < 4; i++) {
      F0C0 *p = place_0(buf, opaque(i * 3u));
      if (!p) break;
      total = mix(total, run_0(p, i));
      p->~F0C0();
      F0C0 *q = place_0(buf, opaque(i * 5u + 1u));
      total = mix(total, run_0(q, i) * 3u);
      if (static_cast<void *>(p) == static_cast<void *>(q))
        total = mix(total, std::launder(p)->f0_probe0());
      total = mix(total, std::launder(q)->f0_probe0());
      q->~F0C0();
    }
  }
  { F0C3 obj; total = mix(total, run_0(&obj, opaque(9))); total = mix(total, ref_0(obj, 4)); }
  { static F0C3 sobj; total = mix(total, run_0(&sobj, opaque(4))); }
  if (F0C0 *s = static_0()) total = mix(total, run_0(s, 1));
  { F0C0 *d = make_0(opaque(7u)); if (d) { total = mix(total, run_0(d, 2)); delete d; } }
  {
    std::vector<std::unique_ptr<F1C0>> v;
    for (unsigned i = 0; i < 7; i++) { F1C0 *p = make_1(opaque(i * 3u)); if (p) v.emplace_back(p); }
    for (unsigned r = 0; r < 2; r++) for (unsigned i = 0; i < v.size(); i++) {
      total = mix(total, run_1(v[i].get(), opaque(i + r)));
      total = mix(total, ref_1(*v[i], r));
      total = mix(total, pm_1(v[i].get(), i + r));
      total = mix(total, cast_1(v[i].get(), r));
      total = mix(total, repeat_1(v[i].get(), opaque(r + 2u)));
    }
    std::vector<F1C0 *> raw;
    for (auto &u : v) raw.push_back(u.get());
    total = mix(total, loop_1(raw.data(), (unsigned)raw.size(), opaque(2)));
    total = mix(total, g_sum);
  }
  {
    alignas(64) static unsigned char buf[kBuf];
    for (unsigned i = 0; i < 4; i++) {
      F1C0 *p = place_1(buf, opaque(i * 3u));
      if (!p) break;
      total = mix(total, run_1(p, i));
      p->~F1C0();
      F1C0 *q = place_1(buf, opaque(i * 5u + 1u));
      total = mix(total, run_1(q, i) * 3u);
      if (static_cast<void *>(p) == static_cast<void *>(q))
        total = mix(total, std::launder(p)->f1_probe0());
      total = mix(total, std::launder(q)->f1_probe0());
      q->~F1C0();
    }
  }
  { F1C1 obj; total = mix(total, run_1(&obj, opaque(9))); total = mix(total, ref_1(obj, 4)); }
  { static F1C1 sobj; total = mix(total, run_1(&sobj, opaque(4))); }
  if (F1C0 *s = static_1()) total = mix(total, run_1(s, 1));
  { F1C0 *d = make_1(opaque(3u)); if (d) { total = mix(total, run_1(d, 2)); delete d; } }
  {
    std::vector<std::unique_ptr<F2C0>> v;
    for (unsigned i = 0; i < 4; i++) { F2C0 *p = make_2(opaque(i * 2u)); if (p) v.emplace_back(p); }
    for (unsigned r = 0; r < 2; r++) for (unsigned i = 0; i < v.size(); i++) {
      total = mix(total, run_2(v[i].get(), opaque(i + r)));
      total = mix(total, ref_2(*v[i], r));
      total = mix(total, pm_2(v[i].get(), i + r));
      total = mix(total, cast_2(v[i].get(), r));
      total = mix(total, repeat_2(v[i].get(), opaque(r + 2u)));
    }
    std::vector<F2C0 *> raw;
    for (auto &u : v) raw.push_back(u.get());
    total = mix(total, loop_2(raw.data(), (unsigned)raw.size(), opaque(2)));
    total = mix(total, g_sum);
  }
  {
    alignas(64) static unsigned char buf[kBuf];
    for (unsigned i = 0; i < 4; i++) {
      F2C0 *p = place_2(buf, opaque(i * 3u));
      if (!p) break;
      total = mix(total, run_2(p, i));
      p->~F2C0();
      F2C0 *q = place_2(buf, opaque(i * 5u + 1u));
      total = mix(total, run_2(q, i) * 3u);
      if (static_cast<void *>(p) == static_cast<void *>(q))
        total = mix(total, std::launder(p)->f2_probe0());
      total = mix(total, std::launder(q)->f2_probe0());
      q->~F2C0();
    }
  }
  if (F2C0 *s = static_2()) total = mix(total, run_2(s, 1));
  { F2C0 *d = make_2(opaque(5u)); if (d) { total = mix(total, run_2(d, 2)); delete d; } }
  {
    std::vector<std::unique_ptr<F3C0>> v;
    for (unsigned i = 0; i < 6; i++) { F3C0 *p = make_3(opaque(i * 4u)); if (p) v.emplace_back(p); }
    for (unsigned r = 0; r < 3; r++) for (unsigned i = 0; i < v.size(); i++) {
      total = mix(total, run_3(v[i].get(), opaque(i + r)));
      total = mix(total, ref_3(*v[i], r));
      total = mix(total, pm_3(v[i].get(), i + r));
      total = mix(total, cast_3(v[i].get(), r));
      total = mix(total, repeat_3(v[i].get(), opaque(r + 2u)));
    }
    std::vector<F3C0 *> raw;
    for (auto &u : v) raw.push_back(u.get());
    total = mix(total, loop_3(raw.data(), (unsigned)raw.size(), opaque(2)));
    total = mix(total, g_sum);
  }
  {
    alignas(64) static unsigned char buf[kBuf];
    for (unsigned i = 0; i < 2; i++) {
      F3C0 *p = place_3(buf, opaque(i * 3u));
      if (!p) break;
      total = mix(total, run_3(p, i));
      p->~F3C0();
      F3C0 *q = place_3(buf, opaque(i * 5u + 1u));
      total = mix(total, run_3(q, i) * 3u);
      if (static_cast<void *>(p) == static_cast<void *>(q))
        total = mix(total, std::launder(p)->f3_probe0());
      total = mix(total, std::launder(q)->f3_probe0());
      q->~F3C0();
    }
  }
  { F1C3 obj; total = mix(total, run_3(&obj, opaque(9))); total = mix(total, ref_3(obj, 4)); }
  { static F3C3 sobj; total = mix(total, run_3(&sobj, opaque(4))); }
  if (F3C0 *s = static_3()) total = mix(total, run_3(s, 1));
  { F3C0 *d = make_3(opaque(5u)); if (d) { total = mix(total, run_3(d, 2)); delete d; } }
  { F0C2 o; total = mix(total, mid_F0C2(&o, opaque(3))); }
  { F1C1 o; total = mix(total, mid_F1C1(&o, opaque(3))); }
  std::printf("%lu %lu\n", total, g_sum);
  return 0;
}
// { dg-output "6160739580316623732 96641" }
