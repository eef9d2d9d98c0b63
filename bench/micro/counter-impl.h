// The definitions of counter.h, included by one unit of each benchmark
// (bench/run compiles only a benchmark's own .C files).
#include "counter.h"
long Step::next (long x) { return x + k; }
long Twice::next (long x) { return 2 * x; }
long Mask::next (long x) { return x & 7; }
__attribute__ ((noinline)) void
report (Counter *c)
{
  asm volatile ("" : : "r" (c) : "memory");
}
Counter *
make_other (int i)
{
  if (i) return new Mask;
  return new Twice;
}
