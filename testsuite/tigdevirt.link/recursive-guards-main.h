// recursive-guards.C's program: a class template over the library's
// reference-counted base whose members hold more references, as
// GiNaC's structure<>; hot_loop is what never-worse/recursive-tree
// measures.
#include "recursive-guards.h"
#include <cstdio>
#include <cstdlib>

template <class S> struct structure : basic
{
  ex a, b;
  structure (const ex &x, const ex &y) : a (x), b (y) {}
  int eval () const override { return a.b.p->eval () + b.b.p->eval (); }
};

struct tag {};

__attribute__ ((noipa)) int
hot_loop (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      ex l (make_leaf (i)), r (make_leaf (i + 1));
      ex t (new structure<tag> (l, r));
      ex u (new structure<tag> (t, l));
      s += u.b.p->eval ();
    }
  return s;
}

int
main (int argc, char **argv)
{
  printf ("%d\n", hot_loop (argc > 1 ? atoi (argv[1]) : 10));
  return 0;
}
