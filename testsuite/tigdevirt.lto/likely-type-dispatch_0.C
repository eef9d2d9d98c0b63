// A likely type keeps every guard of a dispatch.  make_d2 returns a D2 on
// every path: run()'s first call is D2::g, proved.  D2::g could end the
// object's life and build another in its storage, and the program does
// build objects in reused storage (make_in_place), so the C++ lifetime
// rule is not applied: after it D2 is only likely.  Where the list is
// incomplete only the likely type's target is guarded (likely-type_0.C),
// but this list is complete (whole-program visibility closes the
// hierarchy): D2's guard, one more guard and the last target called
// directly, no indirect call left, so the guard of a class without
// evidence replaces the indirect call instead of adding to it
// (docs/speculation.md).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "likely-type-dispatch.h"

__attribute__ ((noinline)) long
run (int n)
{
  B *p = make_d2 (n);
  long s = p->g (n);
  for (int i = 0; i < n; i++)
    s += p->f (i);
  return s;	// P is not deleted: run () makes no cold call.
}

int
main ()
{
  int n = 1000;
  asm volatile ("" : "+r" (n));
  long s = run (n);
  for (int k = 0; k < 6; k++)
    {
      B *q = make_any (k);
      s += q->f (k) + q->g (k);
      delete q;
    }
  B *a = make_in_place ();
  s += a->f (7);
  a->~B ();
  printf ("%ld\n", s);
  return 0;
}
// { dg-output "1529086" }
// { dg-final { scan-wpa-ipa-dump "call \\d+ \[^\n\]* caller=run\\(int\\) otr=B token=0 \[^\n\]* complete 3: \[^\n\]* likely=D2 factory=D2\\? calls=\\d+\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative D2::f\\(int\\) const, D\[13\]::f\\(int\\) const \\+ direct D\[13\]::f\\(int\\) const \\(source=likely-type " "tigdevirt" } }
