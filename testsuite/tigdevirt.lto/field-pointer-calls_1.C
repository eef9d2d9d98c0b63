// The second translation unit of field-pointer-calls_*.C: the constructor
// that stores the row functions, local to this unit, into the field.
#include "field-pointer-calls.h"

static long
row_ref (Body &a, const Body &b, long k)
{
  a.v += (k * b.v) % 7;
  return a.v;
}

static long
row_fast (Body &a, const Body &b, long k)
{
  a.v += (k + b.v) % 5;
  return a.v;
}

static long
row_picked (Body &a, const Body &b, long k)
{
  a.v ^= k + b.v;
  return a.v & 1023;
}

__attribute__ ((noinline)) RowFn
pick (int k)
{
  static RowFn table[] = { row_picked, row_ref };
  return table[k & 1];
}

__attribute__ ((noinline)) long
odd (long x)
{
  return x + 1;
}

Solver::Solver (int mode)
{
  row = row_ref;
  if (mode == 1)
    row = row_fast;
  else if (mode == 2)
    row = pick (0);
  else if (mode == 99)
    /* Of another type: never a guard's target.  */
    row = (RowFn) odd;
}
