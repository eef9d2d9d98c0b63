// E1::run and E2::run are the same GIMPLE but for the class of `this'
// (which -fno-strict-aliasing makes irrelevant to GCC's ICF); their
// fields hold an L and a T.  With the field facts the plugin made E1's
// call direct to L::step, ICF merged E2::run into E1::run, and E2's
// objects ran L::step (55 55).  Functions whose code uses a field's class
// are kept apart from ICF (keep_apart_from_icf, docs/type-flow.md).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fvisibility=hidden -fno-strict-aliasing" }
#include "field-types-icf.h"
#include <cstdio>
int
main ()
{
  E1 a;
  E2 b;
  printf ("%d %d\n", a.run (10), b.run (10));
  return 0;
}
// { dg-output "55 90(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=E1::run\\(int\\) const \[^\n\]*field=L calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=E2::run\\(int\\) const \[^\n\]*field=T calls=" "tigdevirt" } }
