#include <stdio.h>
#include <stdlib.h>
#include "guards.h"

#define N 4096
static struct Obj objs[N];

static inline long inline_a (const struct Obj *o, long x) { return o->v + x; }

__attribute__ ((noinline)) long
loop_fnptr (long x)
{
  long s = 0;
  for (int i = 0; i < N; i++)
    {
      method m = objs[i].vptr[1];
      s += m == (method) method_a ? inline_a (&objs[i], x) : m (&objs[i], x);
    }
  return s;
}

__attribute__ ((noinline)) long
loop_vptr (long x)
{
  long s = 0;
  for (int i = 0; i < N; i++)
    {
      const method *vp = objs[i].vptr;
      s += vp == vtable_a ? inline_a (&objs[i], x) : vp[1] (&objs[i], x);
    }
  return s;
}

int
main (int argc, char **argv)
{
  int which = atoi (argv[1]), mix = atoi (argv[2]);
  long iters = atol (argv[3]), s = 0;
  setup_objs (objs, N, mix);
  for (long k = 0; k < iters; k++)
    s += which ? loop_vptr (k) : loop_fnptr (k);
  printf ("%ld\n", s);
  return 0;
}
