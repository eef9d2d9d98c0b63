// The speculation budget ranks calls by how often the program runs them
// (program-counts.h), also in a function only a function pointer calls
// (pointer-calls.h): work is called 1000 times through a pointer in
// main's loop, and its virtual call competes for the budget with
// setup_one's, run 50 times from main's other loop.  work's runs were a
// floor of one before (a call nothing in the call graph counts) and
// setup_one's call took the budget; now the pointer calls of work's type
// are shared among the functions of that type whose address is taken
// (work alone), and work's call, run 1000 times, is kept.  The budget (25%
// of a unit the size of large-unit-insns) fits one call's three guards.
// { dg-do run }
// { dg-options "-O2 -flto --param large-unit-insns=1 -fplugin-arg-tigdevirt-dump=details -fplugin-arg-tigdevirt-speculation-growth=25" }
#include <cstdio>
struct Shape { virtual int area (int) const = 0; virtual int edges (int) const = 0; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area (int k) const override { return s * s + k; } int edges (int k) const override { return 4 + k; } };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area (int k) const override { return w * h - k; } int edges (int k) const override { return 4 - k; } };
struct Tri : Shape { int area (int k) const override { return 3 * k; } int edges (int k) const override { return 3 * k; } };

__attribute__ ((noinline)) int
setup_one (Shape *s, int i)
{
  return s->edges (i);
}

__attribute__ ((noinline)) int
work (Shape *s, int i)
{
  return s->area (i);
}

int (*volatile callback) (Shape *, int) = work;

int
main ()
{
  Square a (3); Rect b (2, 5); Tri c;
  Shape *v[] = { &a, &b, &c };
  int s = 0;
  for (int i = 0; i < 50; i++)
    s += setup_one (v[i % 3], i);
  for (int k = 0; k < 1000; k++)
    s += callback (v[k % 3], k);
  printf ("%d\n", s);
  return 0;
}
// { dg-output "507797" }
// { dg-final { scan-wpa-ipa-dump "program counts: 1 functions called through pointers run as often as the pointer calls of their type" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  work\\(Shape\\*, int\\): \\d{2,}\\.\\d+ runs \\(1 of 1 functions of its type\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{2,}\\.\\d+ " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ (none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d{1,2}\\.\\d+\\)|speculative \[^\n\]*edges\[^\n\]*frequency=\\d{1,2}\\.\\d+ \[^\n\]*fewer targets: over the speculation budget)" "tigdevirt" } }
