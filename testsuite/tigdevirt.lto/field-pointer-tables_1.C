// The second translation unit of field-pointer-tables_*.C: two tables of
// operations, set by static initializers, and the function that picks one.
#include "field-pointer-tables.h"

static long
plain_read (long x)
{
  return x * 3 + 1;
}

static long
plain_write (long x)
{
  return x - 2;
}

static long
packed_read (long x)
{
  return (x << 1) ^ 5;
}

static const Ops plain_ops = { plain_read, plain_write };
static const Ops packed_ops[] = { { packed_read, plain_write } };

__attribute__ ((noinline)) const Ops *
ops_for (int kind)
{
  return kind ? &packed_ops[0] : &plain_ops;
}
