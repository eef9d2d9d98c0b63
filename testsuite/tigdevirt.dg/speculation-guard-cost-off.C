// speculation-guard-cost.C's call with guard-cost=0: a guard then costs
// nothing, and the call of twelve equally likely classes gets the three
// guards of speculate=3 (the plugin before the cost existed); the
// program prints the same.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-guard-cost=0" }
#include <cstdio>

struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
#define SHAPE(N, K) \
  struct N : Shape { int s; N (int x) : s (x) {} \
    int area () const override { return s * K + (s >> 3); } };
SHAPE (S1, 1) SHAPE (S2, 2) SHAPE (S3, 3) SHAPE (S4, 4) SHAPE (S5, 5)
SHAPE (S6, 6) SHAPE (S7, 7) SHAPE (S8, 8) SHAPE (S9, 9) SHAPE (S10, 10)
SHAPE (S11, 11) SHAPE (S12, 12)

__attribute__ ((noinline)) int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area ();
  return sum;
}

int
main ()
{
  S1 a (1); S2 b (1); S3 c (1); S4 d (1); S5 e (1); S6 f (1);
  S7 g (1); S8 h (1); S9 i (1); S10 j (1); S11 k (1); S12 l (1);
  Shape *v[] = { &a, &b, &c, &d, &e, &f, &g, &h, &i, &j, &k, &l };
  printf ("%d\n", total (v, 12));
  return 0;
}
// { dg-output "78" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative S\\d+::area\\(\\) const, S\\d+::area\\(\\) const, S\\d+::area\\(\\) const \\(source=static " "tigdevirt" } }
// { dg-final { scan-ipa-dump "devirtualized: full=0 unreachable=0 speculative=1 targets: 3:1" "tigdevirt" } }
