// Fuzz seed 20132, reduced: run's two calls become complete dispatches
// (A::mu2, C3::mu2, D::mu2; then A::mu1, C1::mu1), every arm inlined.
// GCC's PRE gave the loads of f in the second dispatch one value, took
// C1's load as its representative, and judged that C3's arm's store of f
// (through C3's class) cannot change it: A::mu1 then used, for a C3
// object, f from before C3::mu2 stored it (every supported GCC; GCC 12
// with the LIM repair off; in run with
// code hoisting, in run_loaded also without).  The accesses in the arms
// now claim no class before PRE (repairs/arm-alias-sets.h).
// { dg-do run }
// { dg-options "-std=c++17 -fplugin-arg-tigdevirt-dump" }
#include "arm-alias-sets.h"
#include <cstdio>

unsigned long g_sum;

int
main ()
{
  for (unsigned k = 0; k < 4; k++)
    {
      A *p = make (opaque (k));
      unsigned long r = run (p, k);
      std::printf ("%u %u %lu %lu\n", k, p->f, g_sum, r);
      delete p;
      p = make (opaque (k));
      r = run_loaded (p, k);
      std::printf ("%u %u %lu %lu\n", k, p->f, g_sum, r);
      delete p;
    }
}

// { dg-output "^0 95 112 0\n0 95 254 0\n1 183 420 1\n1 183 616 1\n2 95 749 2\n2 95 912 2\n3 35 983 3\n3 35 1084 3\n" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative A::mu2\\(unsigned int\\)" "tigdevirt" } }
// { dg-final { scan-tree-dump "accesses in the arms of \\d+ guards of run" "tigdevirt_arm_alias_sets1" } }
