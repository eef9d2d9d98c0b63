// The speculation budget goes where the program runs (program-counts.h):
// the two calls run 8 times per call of their function, but main calls
// step in a loop and setup_sum once, so step's call is estimated to run
// about a hundred times more (GCC's frequency is relative to the caller
// alone; both used to be 8.09, and the budget then kept the cheaper,
// cold call whole).  The budget (25% of a unit the size of
// large-unit-insns) fits one call's three guards: step's.
// { dg-do run }
// { dg-options "-O2 --param large-unit-insns=1 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=25" }
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
step (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (i);
  return sum;
}

int
main ()
{
  Square a (3); Rect b (2, 5); Tri c;
  Shape *v[] = { &a, &b, &c };
  int s = setup_sum (v, 3);
  for (int k = 0; k < 1000; k++)
    s += step (v, 3);
  printf ("%d\n", s);
  return 0;
}
// { dg-output "24013" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Square::area\\(int\\) const, Rect::area\\(int\\) const, Tri::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{3,}\\.\\d+ shares=0\\.2\\d,0\\.2\\d,0\\.2\\d " "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Square::edges\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{1,2}\\.\\d+ \[^\n\]*over the speculation budget" "tigdevirt" } }
