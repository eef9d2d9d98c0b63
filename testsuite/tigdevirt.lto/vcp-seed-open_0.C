// The seed's f and g in default mode without hidden visibility: another
// shared object could derive from Base, so both calls are left alone
// (and speculated).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }
#include <cstdio>
#include "vcp-seed.h"

__attribute__ ((noinline)) bool f (Base *b) { return b->isDerived (); }
__attribute__ ((noinline)) bool g (Base *b) { return b->isOfType (kDerived); } // { dg-message "missed: no virtual constant propagation for call in g\\(Base\\*\\): open hierarchy" }

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
// { dg-final { scan-wpa-ipa-dump "virtual constants: uniform-return=0 unique-return=0 virtual-const-prop=0 vtables-grown=0 bytes-added=0\n" "tigdevirt" } }
