// A class derived, in a non-LTO object of the same link, from a class of
// the LTO unit.  Default mode: open (default visibility).
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "non-lto-twice.cc" "-O2 -fno-lto" }
#include <cstdio>
#include "counter.h"
__attribute__ ((noinline)) int
count (const Counter *c, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    total += c->step ();
  return total;
}
int
main ()
{
  Counter *one = new Counter;
  Counter *two = make_twice ();
  printf ("%d %d\n", count (one, 5), count (two, 5));
  delete one;
  delete two;
  return 0;
}
// { dg-output "5 10" }
// { dg-final { scan-wpa-ipa-dump "caller=count\\(Counter const\\*, int\\) \[^\n\]* incomplete 1: Counter::step\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy Counter: open \\(default visibility\\)" "tigdevirt" } }
