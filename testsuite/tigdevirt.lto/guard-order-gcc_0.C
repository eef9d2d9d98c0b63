// GCC's own order, kept with order-guards=0: each new speculative edge
// goes to the head of the callee list and is tested first, so the guards
// made most likely first run least likely first.  The same program as
// guard-order_0.C: Rare::cost is compared before Common::cost.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-order-guards=0" }
#include "guard-order.h"

__attribute__ ((noinline)) int
total_cost (Job **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->cost (i);
  return sum;
}

int
main ()
{
  Job *v[7];
  for (int i = 0; i < 7; i++)
    v[i] = make_job (i);
  // Unknown to IPA-CP: a clone of total_cost (its callee list rebuilt,
  // reversed) would hide the order the edges were made in.
  int n = 7;
  asm volatile ("" : "+r" (n));
  // 1 + 2 + 3 + 4 (Common) + 4 * 2 + 5 * 2 (Rare) + 6 - 3 (Odd)
  if (total_cost (v, n) != 31)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Common::cost\\(int\\) const, Rare::cost\\(int\\) const \\+ direct Odd::cost\\(int\\) const" "tigdevirt" } }
// { dg-final { guard-order total_cost "Rare::cost(int) const" "Common::cost(int) const" } }
