// The program of allocation-types*_0.C.
#include "allocation-types.h"

__attribute__ ((noinline)) int
loop (int n)
{
  Shape *p = new Tri (1);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (p);
      s += p->sides ();
    }
  delete p;
  return s;
}

__attribute__ ((noinline)) int
offset_base (int n)
{
  Labelled *l = new Labelled;
  Shape *p = l;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (p);
      observe (static_cast<Tagged *> (l));
      s += p->scaled (i) + l->tag ();
    }
  delete p;
  return s;
}

__attribute__ ((noinline)) int
replaced (int n)
{
  Tri *t = new Tri (0);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      renew (t, i);
      s += t->sides ();
    }
  delete t;
  return s;
}

int
main ()
{
  // 10 * 4; sum over i of 2 * i + 1; sum over i of 3 + i.
  if (loop (10) != 40 || offset_base (10) != 2 * 45 + 10
      || replaced (10) != 30 + 45 || observed != 10 + 10 * 11)
    __builtin_abort ();
  return 0;
}
