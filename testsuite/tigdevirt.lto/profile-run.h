// Shared by profile-rank_0.C, profile-dispatch_0.C and
// profile-gcc-guarded_0.C: the call the training run measures, one call
// through Op per element of OPS.
#include "profile-ops.h"

__attribute__ ((noinline)) long
run (Op **ops, int n, long x)
{
  for (int i = 0; i < n; i++)
    x = ops[i]->apply (x) & 0xffff;
  return x;
}
