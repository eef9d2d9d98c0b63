// How often a function only pointers call runs, across units
// (pointer-calls.h): main, in this unit, calls work (the other unit)
// 1000 times through a pointer of work's type, and rare, of another type,
// once.  The compile step of this unit records the pointer calls' types,
// the other's defines the functions: the digests must agree.  work's
// virtual call is then ranked by its 1000 runs and takes the budget (25%
// of a unit the size of large-unit-insns: one call's three guards) from
// setup_one's, run 50 times from main; rare (another type, run once) is
// not estimated from work's calls.  Before, both pointer-called functions
// ran once for the budget, and setup_one's call took it.
// { dg-do run }
// { dg-options "--param large-unit-insns=1 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=25" }
#include <cstdio>
#include "pointer-call-runs.h"

int (*volatile callback) (Shape *, int) = work;
long (*volatile rare_callback) (Shape *, long) = rare;

int
main ()
{
  Square a (3); Rect b (2, 5); Tri c;
  Shape *v[] = { &a, &b, &c };
  long s = 0;
  for (int i = 0; i < 50; i++)
    s += setup_one (v[i % 3], i);
  for (int k = 0; k < 1000; k++)
    s += callback (v[k % 3], k);
  s += rare_callback (v[0], 6);
  printf ("%ld\n", s);
  return 0;
}
// { dg-output "508172" }
// { dg-final { scan-wpa-ipa-dump "program counts: 1 functions called through pointers run as often as the pointer calls of their type" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{2,}\\.\\d+ " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ (none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d{1,2}\\.\\d+\\)|speculative \[^\n\]*edges\[^\n\]*frequency=\\d{1,2}\\.\\d+ \[^\n\]*fewer targets: over the speculation budget)" "tigdevirt" } }
