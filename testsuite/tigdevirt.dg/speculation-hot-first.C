// The budget goes to the calls that save the most per unit of growth: a
// call in a loop before the same call outside any loop.  Here the budget
// (--param large-unit-insns is lowered so that it follows the size of
// this small unit) holds one of the two.
// { dg-do run }
// { dg-options "-O2 --param large-unit-insns=10 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=8" }
#include <cstdio>

struct Shape { virtual int area () const; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override; };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override; };
int Shape::area () const { return 0; }
__attribute__ ((noinline)) int Square::area () const { return s * s; }
__attribute__ ((noinline)) int Rect::area () const { return w * h; }

__attribute__ ((noinline)) int
once (Shape *s)
{
  return s->area ();
}

__attribute__ ((noinline)) int
many (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area ();
  return sum;
}

int
main ()
{
  Square a (3); Rect b (2, 5); Shape c;
  Shape *v[] = { &a, &b, &c };
  printf ("%d %d\n", many (v, 3), once (&b));
  return 0;
}
// { dg-output "19 10" }
// { dg-final { scan-ipa-dump "call (\\d+) \[^\n\]*caller=many\\(Shape\\*\\*, int\\) .*\ndecision \\1 speculative " "tigdevirt" } }
// { dg-final { scan-ipa-dump "call (\\d+) \[^\n\]*caller=once\\(Shape\\*\\) .*\ndecision \\1 none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d+\\.\\d\\d\\)\n" "tigdevirt" } }
