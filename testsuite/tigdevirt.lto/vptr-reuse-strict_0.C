// strict-vtable-pointers=1 (vptr-reuse.h): by [basic.life] only a
// constructor changes the object a pointer reaches, so a vptr load is
// reused across rebuild () of another object, which the proven default
// keeps (rebuild () may change types); the program does not launder.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-strict-vtable-pointers=1 -fopt-info-loop-optimized-missed" }
// Only the vptr remarks are checked here.
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|loop versioned)" }
#include <cstdio>
#include <cstdlib>
#include "vptr-reuse.h"

__attribute__ ((noinline)) int
other (Shape *p, Shape *q)
{
  int s = p->f (1);
  s += rebuild (q);
  s += p->f (2); // { dg-message "optimized: vptr load reused" }
  return s;
}

__attribute__ ((noinline)) int
loop_other (Shape *p, Shape *q, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->g (i); // { dg-message "optimized: vptr load hoisted out of the loop" }
      if (i == 2)
	s += rebuild (q);
    }
  return s;
}

int
main (int argc, char **)
{
  Shape *p = make (argc), *q = make (argc);
  int a = other (p, q);
  int b = loop_other (p, q, 6);
  int c = q->f (3);
  if (a != 11 || b != 60 || c != 15)
    {
      fprintf (stderr, "%d %d %d\n", a, b, c);
      abort ();
    }
  printf ("ok\n");
  return 0;
}
