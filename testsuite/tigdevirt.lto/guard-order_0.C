// Guards run most likely first.  GCC expands a call's speculative edges
// in the order of its callee list, the first one tested first, and puts
// each new edge at the head of the list: made most likely first, the
// least likely target was tested first.  The pass's transform now puts
// every call's guards in order (by count, then decision order) before
// GCC expands them.  The complete list: Common::cost for four classes,
// Rare::cost for two, Odd::cost for one; Common is guarded first, Rare
// second, Odd called directly.  The code of total_cost must compare with
// Common::cost's address before it compares with Rare::cost's (the
// bodies are inlined; the guards' compares stay).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
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
// { dg-final { guard-order total_cost "Common::cost(int) const" "Rare::cost(int) const" } }
