// A small function that calls a big one only it calls: GCC either takes
// the big one into it, which makes it too big to inline further, or
// inlines it into its callers and leaves the big one out of line (GCC 12
// here: build () in each of w1 ... w8, setup () once, called eight
// times).  Either way setup ()'s body exists once, and so do the guards
// of its calls: their growth counts one copy.  Before, build () counted
// as inlined into eight callers with setup () inside it (copies=8), and
// the budget took eight times the guards' code (Box2D's b2Fixture::Create
// in b2Body::CreateFixture: 16 copies for one).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=300" }
// { dg-output "42612632 49837(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative (Sq|Tri)::area\\(int\\) const, (Sq|Tri)::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\[0-9.\]+ shares=\[0-9.,\]+ growth=\\d+ guards=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative (Sq|Tri)::side\\(int\\) const, (Sq|Tri)::side\\(int\\) const \\(source=\[a-z-\]+ frequency=\[0-9.\]+ shares=\[0-9.,\]+ growth=\\d+ guards=" "tigdevirt" } }
#include <cstdio>
#include "speculation-copies-absorbed.h"

struct Sq : Shape
{
  int area (int x) const override { return x * x; }
  int side (int x) const override { return x; }
};
struct Tri : Shape
{
  int area (int x) const override { return x * x / 2; }
  int side (int x) const override { return x + 1; }
};

long order;
static __attribute__ ((noinline)) void w1 (const Shape *s) { order = order * 10 + build (s, 1) % 10; }
static __attribute__ ((noinline)) void w2 (const Shape *s) { order = order * 10 + build (s, 2) % 10; }
static __attribute__ ((noinline)) void w3 (const Shape *s) { order = order * 10 + build (s, 3) % 10; }
static __attribute__ ((noinline)) void w4 (const Shape *s) { order = order * 10 + build (s, 4) % 10; }
static __attribute__ ((noinline)) void w5 (const Shape *s) { order = order * 10 + build (s, 5) % 10; }
static __attribute__ ((noinline)) void w6 (const Shape *s) { order = order * 10 + build (s, 6) % 10; }
static __attribute__ ((noinline)) void w7 (const Shape *s) { order = order * 10 + build (s, 7) % 10; }
static __attribute__ ((noinline)) void w8 (const Shape *s) { order = order * 10 + build (s, 8) % 10; }

__attribute__ ((noinline)) Shape *
make (int k)
{
  if (k == 0)
    return new Sq;
  return new Tri;
}

int
main ()
{
  Shape *a = make (0), *b = make (1);
  long sum = 0;
  for (int r = 0; r < 100; r++)
    {
      order = 0;
      w1 (a); w2 (b); w3 (a); w4 (b); w5 (a); w6 (b); w7 (a); w8 (b);
      sum += order % 1000;
    }
  printf ("%ld %ld\n", order, sum);
  delete a;
  delete b;
  return 0;
}
