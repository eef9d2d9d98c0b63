// The seed's f and g (two translation units) with -fvisibility=hidden:
// Derived alone says true in both, so each call becomes a comparison of
// the object's vptr with Derived's vtable: no call is left.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fopt-info-ipa-optimized" }
#include <cstdio>
#include "vcp-seed.h"

__attribute__ ((noinline)) bool f (Base *b) { return b->isDerived (); } // { dg-message "optimized: unique-return: call in f\\(Base\\*\\) becomes a comparison of the vptr: vptr == _ZTV7Derived\\+16 \\? 1 : 0" }
__attribute__ ((noinline)) bool g (Base *b) { return b->isOfType (kDerived); } // { dg-message "optimized: unique-return: call in g\\(Base\\*\\) becomes a comparison of the vptr: vptr == _ZTV7Derived\\+16 \\? 1 : 0" }

int
main ()
{
  int n = 0;
  for (int i = 0; i < 30; i++)
    {
      Base *b = make (i);
      n += f (b) + 2 * g (b);
      delete b;
    }
  printf ("%d\n", n);
  return 0;
}
// { dg-output "30" }
// { dg-prune-output "missed: " }
// { dg-prune-output "optimized: " }
// { dg-final { indirect-calls f 0 } }
// { dg-final { indirect-calls g 0 } }
