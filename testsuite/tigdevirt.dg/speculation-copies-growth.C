// GCC's inliner takes a function whose body is above --param
// max-inline-insns-auto when its growth, the body in the call's context
// less the call it replaces, is below it (want_inline_small_function_p).
// twice () is such a function: GCC copies it into each of w1 ... w8, and
// the guards of its two calls are in every copy.  The speculation's
// growth counts the eight copies.  Before, the plugin tested the whole
// body against the limit and counted one copy: ten such functions, each
// merged by ICF with 199 others and inlined 200 times, made .text +8.6%
// and the link's memory twice GCC alone's.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=300" }
#include <cstdio>

struct Shape
{
  virtual int area (int x) const = 0;
  virtual int side (int x) const = 0;
  virtual ~Shape () {}
};
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

static int
twice (const Shape *s, int x)
{
  return s->area (x) + s->side (x);
}

long order;
static __attribute__ ((noinline)) void w1 (const Shape *s) { order = order * 10 + twice (s, 1) % 10; }
static __attribute__ ((noinline)) void w2 (const Shape *s) { order = order * 10 + twice (s, 2) % 10; }
static __attribute__ ((noinline)) void w3 (const Shape *s) { order = order * 10 + twice (s, 3) % 10; }
static __attribute__ ((noinline)) void w4 (const Shape *s) { order = order * 10 + twice (s, 4) % 10; }
static __attribute__ ((noinline)) void w5 (const Shape *s) { order = order * 10 + twice (s, 5) % 10; }
static __attribute__ ((noinline)) void w6 (const Shape *s) { order = order * 10 + twice (s, 6) % 10; }
static __attribute__ ((noinline)) void w7 (const Shape *s) { order = order * 10 + twice (s, 7) % 10; }
static __attribute__ ((noinline)) void w8 (const Shape *s) { order = order * 10 + twice (s, 8) % 10; }

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
// { dg-output "25230561 56100" }
// { dg-final { scan-ipa-dump-times "decision \\d+ speculative Sq::area\\(int\\) const, Tri::area\\(int\\) const \\(source=\[a-z-]+ frequency=\[0-9.]+ shares=\[0-9.,]+ growth=\\d+ copies=8 " 1 "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "decision \\d+ speculative Sq::side\\(int\\) const, Tri::side\\(int\\) const \\(source=\[a-z-]+ frequency=\[0-9.]+ shares=\[0-9.,]+ growth=\\d+ copies=8 " 1 "tigdevirt" } }
