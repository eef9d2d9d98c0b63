// speculation-budget-library.C's code with main: a program, which may grow
// to --param large-unit-insns and the speculation-growth share more, as
// GCC's inliner lets it, so that a small program keeps its hot calls'
// guards.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct Shape { virtual int area () const; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override; };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override; };
int Shape::area () const { return 0; }
int Square::area () const { return s * s; }
int Rect::area () const { return w * h; }

__attribute__ ((noinline)) int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area ();
  return sum;
}

Shape *make (int k, int x) { if (k) return new Square (x); return new Rect (x, x + 1); }

int
main ()
{
  Shape *v[] = { make (1, 3), make (0, 2), new Shape };
  printf ("%d\n", total (v, 3));
  for (Shape *s : v)
    delete s;
  return 0;
}
// { dg-output "15" }
// { dg-final { scan-ipa-dump "speculation: growth-budget=4% program unit-size=\\d+ budget=\\d+ offered=\[1-9]\\d* used=\[1-9]\\d* calls-kept=\[1-9]\\d* cut=0 " "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Shape::area\\(\\) const, Square::area\\(\\) const, Rect::area\\(\\) const " "tigdevirt" } }
