// Functions stored into a function-pointer field that the storing unit
// does not define (field-pointers.h): Holder's constructor, in the other
// unit, stores op_a and op_b, defined here, and op_inline, an inline
// function both units define (one copy prevails).  The unit's record
// names the declaration, or the copy, that the link merges away once the
// records are read: before the records kept the stores by those nodes'
// orders, found none of the three at the link, and the call had no list
// (no guard).  Now each is found by its name: run's call lists all
// three, op_a most stored, and is guarded with it; the field is private
// and these are its only stores, so the list is complete (a dispatch,
// field-pointer-dispatch_0.C); the results are GCC alone's.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-pointer-extern.h"

long
op_a (long x)
{
  return x * 3 + 1;
}

long
op_b (long x)
{
  return x ^ 0x55;
}

__attribute__ ((noinline)) OpFn
inline_op ()
{
  return op_inline;
}

__attribute__ ((noinline)) long
Holder::run (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = op (x) % 100003;
  return x;
}

int
main ()
{
  long total = 0;
  for (int mode = 0; mode < 3; mode++)
    {
      Holder h (mode);
      total += h.run (mode + 1, 1000);
    }
  printf ("%ld %ld\n", total, inline_op () (2));
  return 0;
}
// { dg-output "73663 13" }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in Holder::run\\(long, int\\) at \[^\n\]* through Holder::op: op_a\\(long\\) \\(1000\\) \[^\n\]*op_b\\(long\\) \\(\\d+\\)\[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Holder::op: \[^\n\]*op_inline\\(long\\) \\(\\d+\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative op_a\\(long\\)\[,\ \]" "tigdevirt" } }
