// Calls through private function-pointer fields proved to hold a few
// functions (field-pointer-proof.h), their stores and functions in the
// other unit: a complete list, every function but the last compared
// with and the last called directly, no indirect call left (the
// dispatch).  Three's three small functions: two compares, GCC inlines
// the three.  Big's two functions stay out of line and write memory:
// GCC's inliner drops the guard of such a function, and the last
// target's edge too, and the dispatch is finished after it with one
// compare of ours and two direct calls.
// Every object of each class runs its own function: the output is GCC
// alone's.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-pointer-dispatch.h"

#define RUN(C)						\
  __attribute__ ((noinline, noclone)) long C::run (int n) \
  {							\
    long s = 1;						\
    for (int i = 0; i < n; i++)				\
      s = step (s, i);					\
    return s;						\
  }
RUN (Three)
RUN (Big)

volatile int pick[] = {0, 1, 2};

int
main ()
{
  for (int k = 0; k < 3; k++)
    {
      Three t (pick[k]);
      printf ("%ld ", t.run (1000));
    }
  for (int k = 0; k < 2; k++)
    {
      Big b (pick[k]);
      printf ("%ld ", b.run (1000));
    }
  printf ("%ld\n", big_calls);
  return 0;
}
// { dg-output "499501 -496499 1001 326495 341181 2000" }
// { dg-final { scan-wpa-ipa-dump "through Three::step: \[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Big::step: \[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field pointers: calls=2 speculative=2 guards=5 direct=0 dispatched=2" "tigdevirt" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in \[^\n \]*run\[^\n \]*/\\d+ after GCC's expansion: a compare of ours for big_b" "tigdevirt_dispatch2" } }
// { dg-final { indirect-calls "Three::run" 0 } }
// { dg-final { indirect-calls "Big::run" 0 } }
