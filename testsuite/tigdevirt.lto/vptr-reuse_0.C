// Reusing and hoisting vptr and slot loads (vptr-reuse.h) by default:
// the link proves that opaque () changes no dynamic type and that
// rebuild () may; a load after rebuild () is kept, with or without
// std::launder; a load below a branch that every iteration runs is
// hoisted, one that the loop may leave before, or that only some
// iterations run, is not; the program prints what GCC alone prints.
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

int g_odd;

__attribute__ ((noinline)) int
branchy (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (i & 1)
	g_odd++;
      s += p->f (i); // { dg-message "optimized: vptr load hoisted out of the loop" }
      s += opaque (s);
    }
  return s;
}

/* The loop may leave before its first load: nothing is hoisted.  */
__attribute__ ((noinline)) int
leaves_first (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; ; i++)
    {
      if (opaque (i) && i >= n)
	break;
      s += p->f (i); // { dg-bogus "hoisted" }
    }
  return s;
}

/* The load is not run by every iteration: nothing is hoisted.  */
__attribute__ ((noinline)) int
some_iterations (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (i & 1)
	s += p->g (i); // { dg-bogus "hoisted" }
      s += opaque (s);
    }
  return s;
}

int
main (int argc, char **)
{
  int r[9];
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
  r[6] = branchy (p, 10) + branchy (u, 3) + branchy (p, 0);
  r[7] = leaves_first (p, 5) + leaves_first (u, 0);
  r[8] = some_iterations (p, 9) + some_iterations (u, 4) + g_odd;
  static const int want[9] = { 150, 22, 14, 14, 156, 141, 246, 50, 126 };
  for (int i = 0; i < 9; i++)
    if (r[i] != want[i])
      {
	fprintf (stderr, "result %d: %d, want %d\n", i, r[i], want[i]);
	abort ();
      }
  printf ("ok\n");
  return 0;
}
