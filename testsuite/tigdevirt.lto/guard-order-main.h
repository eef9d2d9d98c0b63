// Shared by guard-order_0.C and guard-order-gcc_0.C: the call whose
// guards' order they read (in total_cost), and a main that checks its sum.
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
