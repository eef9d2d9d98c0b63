// Reusing and hoisting vptr and slot loads (vptr-reuse.h) by default:
// the link proves that opaque () changes no dynamic type and that
// rebuild () may; a load after rebuild () is kept, with or without
// std::launder, and the program prints what GCC alone prints.
// { dg-do run }
// { dg-options "-fopt-info-loop-optimized-missed -fchecking" }
// Only the vptr remarks are checked here.
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|loop versioned)" }
#include <cstdio>
#include <cstdlib>
#include <new>
#include "vptr-reuse.h"

__attribute__ ((noinline)) int
loop (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->f (i); // { dg-message "optimized: vptr load hoisted out of the loop" }
      s += opaque (s);
    }
  return s;
}

__attribute__ ((noinline)) int
twice (Shape *p)
{
  int s = p->f (1);
  s += opaque (s);
  s += p->g (2); // { dg-message "optimized: vptr load reused" }
  s += opaque (s);
  s += p->f (3); // { dg-message "optimized: vptr load reused" }
  return s;
}

__attribute__ ((noinline)) int
changed (Shape *p)
{
  int s = p->f (1);
  s += rebuild (p);
  s += p->f (2); // { dg-message "missed: vptr load kept: a call to a function that may change dynamic types" }
  return s;
}

__attribute__ ((noinline)) int
laundered (Shape *p)
{
  int s = p->f (1);
  s += rebuild (p);
  s += std::launder (p)->f (2);
  return s;
}

__attribute__ ((noinline)) int
loop_changing (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->g (i); // { dg-message "missed: vptr load kept in the loop" }
      if (i == 3)
	s += rebuild (p);
    }
  return s;
}

int
main (int argc, char **)
{
  int r[6];
  Shape *p = make (argc);
  r[0] = loop (p, 10);
  r[1] = twice (p);
  r[2] = changed (p);
  Shape *q = make (argc);
  r[3] = laundered (q);
  Shape *t = make (argc);
  r[4] = loop_changing (t, 8);
  Shape *u = make (argc + 1);
  r[5] = loop (u, 7) + twice (u);
  static const int want[6] = { 150, 22, 14, 14, 156, 141 };
  for (int i = 0; i < 6; i++)
    if (r[i] != want[i])
      {
	fprintf (stderr, "result %d: %d, want %d\n", i, r[i], want[i]);
	abort ();
      }
  printf ("ok\n");
  return 0;
}
