// GCC's speculative outer type ranks before the static weights.  run()
// makes a D1 with new and hands it to code GCC cannot see into before its
// virtual calls: GCC alone keeps D1 as the object's likely type (its
// check_stmt_for_type_change) and guards D1::f.  By the static weights D2::f
// would come first (four classes reach it); with GCC's evidence D1::f gets
// GCC's share (80%) and the only guard: D2::f's 13% is its class count's
// part of what the likely type may miss, no evidence that the misses go to
// it, so no guard for it (docs/speculation.md).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "likely-type.h"

__attribute__ ((noinline)) long
run (int n)
{
  B *p = new D1 (n);
  sink (p);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p->f (i);
  delete p;
  return s;
}

int
main ()
{
  int n = 1000;
  asm volatile ("" : "+r" (n));
  long s = run (n);
  for (int k = 0; k < 5; k++)
    {
      B *q = make_other (k);
      s += q->f (k);
      delete q;
    }
  printf ("%ld\n", s);
  return 0;
}
// { dg-output "1499538" }
// { dg-final { scan-wpa-ipa-dump "call \\d+ \[^\n\]* caller=run\\(int\\) otr=B token=0 \[^\n\]* likely=D1 new=D1\\? calls=\\d+\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative D1::f\\(int\\) const \\(source=likely-type frequency=\[0-9.\]+ shares=0\\.8\\d growth=" "tigdevirt" } }
// { dg-final { guard-order run "D1::f(int) const" } }
