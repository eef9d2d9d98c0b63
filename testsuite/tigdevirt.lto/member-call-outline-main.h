// The program of member-call-outline*_0.C: every object comes from
// another unit, so only the member calls state their classes.
#include "member-call-outline.h"
#include <cstdio>

__attribute__ ((noinline)) int
use_n (const N *n, int x)
{
  return n->caller (x);
}

__attribute__ ((noinline)) int
use_nn (const NN *n, int x)
{
  return n->caller (x);
}

__attribute__ ((noinline)) int
use_mixed (const N *n, const Other *o, int x)
{
  return n->mixed (x) + o->mixed (x);
}

__attribute__ ((noinline)) int
use_plain (const Base *b, int x)
{
  return b->plain (x);
}

__attribute__ ((noinline)) int
use_gn (const N *n, int x)
{
  return n->gcaller (x);
}

__attribute__ ((noinline)) int
use_gnn (const NN *n, int x)
{
  return n->gcaller (x);
}

int
main ()
{
  long a = 0, b = 0, c = 0, d = 0, e = 0;
  for (int i = 0; i < 10; i++)
    {
      a += use_n (opaque_n (), i);
      b += use_nn (opaque_nn (), i);
      c += use_mixed (opaque_n (), opaque_other (), i);
      d += use_plain (opaque_base (), i) + use_plain (opaque_other (), i);
      e += use_gn (opaque_n (), i) + use_gnn (opaque_nn (), i);
    }
  printf ("%ld %ld %ld %ld %ld\n", a, b, c, d, e);
  return 0;
}
