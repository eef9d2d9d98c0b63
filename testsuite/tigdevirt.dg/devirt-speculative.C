// Speculative devirtualization: guarded direct calls to the likely targets,
// most likely first; the indirect call stays for any other type.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>

struct Shape { virtual int area () const { return 0; } virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override { return s * s; } };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override { return w * h; } };
struct Tri : Shape { int b, h; Tri (int x, int y) : b (x), h (y) {} int area () const override { return b * h / 2; } };

__attribute__ ((noinline)) int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (); // { dg-message "optimized: speculatively devirtualizing call in total\\(Shape\\*\\*, int\\) to " }
  return sum;
}

int
main ()
{
  Square a (3); Rect b (2, 5); Tri c (4, 3); Shape d;
  Shape *v[] = { &a, &b, &c, &d, &a };
  printf ("%d\n", total (v, 5));
  return 0;
}
// { dg-output "34" }
// { dg-prune-output "optimized:  Inlined" }
// Four classes with objects; three speculated (the default), the rest
// through the kept indirect call.
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[A-Za-z]+::area\\(\\) const, \[A-Za-z]+::area\\(\\) const, \[A-Za-z]+::area\\(\\) const \\(source=static \[^\n\]*\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "devirtualized: full=0 unreachable=0 speculative=1 targets: 3:1" "tigdevirt" } }
