// Versioning a hot loop on its loop-invariant speculative guard
// (guard-versioning.h): one test before the loop, a loop with the direct
// call and one with the indirect call.  Every version runs (objects of
// each class, a loop that runs zero times), and a loop whose object is
// rebuilt as another class, or that walks several objects, is not
// versioned: its guard is not invariant.  The results are what GCC alone
// computes.
// { dg-do run }
// { dg-options "-fopt-info-loop-optimized-missed -fchecking" }
// Only the versioning remarks are checked here.
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|vptr load)" }
#include <cstdio>
#include <cstdlib>
#include "vptr-reuse.h"

__attribute__ ((noinline)) int
sum (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->f (i); // { dg-message "optimized: loop versioned on the speculative guard for Square::f" }
      // { dg-message "optimized: loop versioned on the speculative guard for Circle::f" "" { target *-*-* } .-1 }
      // { dg-message "optimized: loop versioned on the speculative guard for Shape::f" "" { target *-*-* } .-2 }
      s += opaque (s);
    }
  return s;
}

// The object becomes a Circle half way: its vptr is loaded in every
// iteration, so the guard is not invariant.
__attribute__ ((noinline)) int
sum_rebuilt (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->f (i);
      if (i == n / 2)
	s += rebuild (p);
    }
  return s;
}

// A different object in each iteration.
__attribute__ ((noinline)) int
sum_all (Shape **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += v[i]->g (i);
      s += opaque (s);
    }
  return s;
}

int
main (int argc, char **)
{
  int r[8];
  Shape *a = make (argc - 1), *b = make (argc), *c = make (argc + 1);
  r[0] = sum (a, 50);
  r[1] = sum (b, 50);
  r[2] = sum (c, 50);
  r[3] = sum (b, 0);
  r[4] = sum_rebuilt (a, 20);
  r[5] = sum_rebuilt (b, 20);
  r[6] = sum (b, 10);	// b is a Circle now.
  Shape *v[3] = { a, b, c };
  r[7] = sum_all (v, 3);
  static const int want[8] = { 1300, 3750, 6150, 0, 741, 851, 230, 18 };
  for (int i = 0; i < 8; i++)
    if (r[i] != want[i])
      {
	fprintf (stderr, "result %d: %d, want %d\n", i, r[i], want[i]);
	abort ();
      }
  printf ("ok\n");
  return 0;
}
