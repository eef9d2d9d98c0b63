// The speculation budget goes where the program runs (program-counts.h),
// also where that is reached through a pointer: run_steps is called from
// main only on a path GCC estimates cold, and 1000 times from work, which
// main calls through a function pointer (a callback, as a thread's body or
// a sort's comparator is).  Its call was once counted from the cold path
// alone, about 0.003 runs, and the budget kept setup_sum's call, which
// runs 3 times; work is an entry point as main is, and run_steps' call is
// now estimated to run thousands of times.  The budget (25% of a unit the
// size of large-unit-insns) fits one call's three guards: step's.
// { dg-do run }
// { dg-options "-O2 -flto --param large-unit-insns=1 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=25" }
#include <cstdio>
struct Shape { virtual int area (int) const = 0; virtual int edges (int) const = 0; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area (int k) const override { return s * s + k; } int edges (int k) const override { return 4 + k; } };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area (int k) const override { return w * h - k; } int edges (int k) const override { return 4 - k; } };
struct Tri : Shape { int area (int k) const override { return 3 * k; } int edges (int k) const override { return 3 * k; } };

__attribute__ ((noinline)) int
setup_sum (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->edges (i);
  return sum;
}

__attribute__ ((noinline)) int
run_steps (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (i);
  return sum;
}

__attribute__ ((noinline)) int
work (Shape **v)
{
  int s = 0;
  for (int k = 0; k < 1000; k++)
    s += run_steps (v, 3);
  return s;
}

int (*volatile callback) (Shape **) = work;

int
main (int argc, char **)
{
  Square a (3); Rect b (2, 5); Tri c;
  Shape *v[] = { &a, &b, &c };
  int s = setup_sum (v, 3);
  if (__builtin_expect (argc > 100, 0))
    s += run_steps (v, 3);
  s += callback (v);
  printf ("%d\n", s);
  return 0;
}
// { dg-output "24013" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{3,}\\.\\d+ " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*\\(source=\[a-z-\]+ frequency=\\d{1,2}\\.\\d+ \[^\n\]*fewer targets: over the speculation budget" "tigdevirt" } }
