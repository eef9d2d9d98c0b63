// The budget: with vcp-budget=32 one slot may add 32 bits to a vtable.
// factor (3) takes them (its values need 32 bits), so factor (5) finds
// the budget exhausted and is left alone; digits (), another slot, has a
// budget of its own.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-vcp-budget=32 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized-missed" }
#include <cstdio>
#include "vcp-budget.h"

__attribute__ ((noinline)) long
total (Unit **v, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      s += v[i]->factor (3); // { dg-message "optimized: virtual-const-prop \\(32 bits\\): call in total" }
      s += v[i]->factor (5); // { dg-message "missed: no virtual constant propagation for call in total\\(Unit\\*\\*, int\\): budget exhausted" }
      s += v[i]->digits (); // { dg-message "optimized: virtual-const-prop \\(8 bits\\): call in total" }
    }
  return s;
}

int
main ()
{
  Unit *v[6];
  for (int i = 0; i < 6; i++)
    v[i] = make_unit (i);
  printf ("%ld\n", total (v, 6));
  return 0;
}
// { dg-output "16016040" }
// { dg-prune-output "optimized: " }
// { dg-prune-output "missed: " }
// { dg-final { scan-wpa-ipa-dump "not propagated: 1 budget exhausted\n" "tigdevirt" } }
