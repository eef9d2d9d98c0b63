// main of anonymous-classes*_0.C.
#include "anonymous-classes.h"
#include <cstdio>

__attribute__ ((noinline)) int
measure (const Shape *p, int n)
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += p->area (i);
  return a;
}

int
main ()
{
  Shape *f = make_first (), *s = make_second ();
  printf ("%d %d %d %d %d %d\n", measure (f, 10), measure (s, 10),
	  run_first (10), run_second (10), calc_first (10),
	  f->area (0) == 1 && s->area (0) == 0);
  delete f;
  delete s;
}
