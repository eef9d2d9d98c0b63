// Function-pointer fields whose holding objects reach code outside the
// link (an object compiled without LTO and without the plugin), by
// default (field-pointer-proof.h).  Filter's inline use_fast stores
// step_fast, defined only outside the link, and only the outside object
// calls it: the field's records name step_fast, which the link does not
// have, so Filter's field is not proved, and the program checks that
// Filter::run calls step_fast.  Plain's field is stored by the link's
// code only (the outside object copies a Plain with its implicit
// members): proved, Plain::run's call direct.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "field-pointer-outside-lib.cc" "-O2 -fno-lto @NOPLUGIN@" }
#include <cstdio>
#include "field-pointer-outside.h"

long step_add (long a, long b) { return a + b; }
Filter::Filter () : step (step_add) {}
Plain::Plain () : step (step_add) {}

#define RUN(C)						\
  __attribute__ ((noinline)) long C::run (int n)	\
  {							\
    long s = 1;						\
    for (int i = 0; i < n; i++)				\
      s = step (s, i) % 100000;				\
    return s;						\
  }
RUN (Filter)
RUN (Plain)

int
main ()
{
  Filter f;
  Plain a, b;
  outside (&f, &b, &a);
  printf ("%ld %ld\n", f.run (20), b.run (20));
  return 0;
}
// { dg-output "21 191" }
// { dg-final { scan-wpa-ipa-dump "through Filter::step: \[^\n\]*not proved: a function stored to it is not in the link" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Plain::step: step_add\\(long, long\\) \\(1000\\), proved: the only function stored" "tigdevirt" } }
// { dg-final { indirect-calls "Plain::run" 0 } }
