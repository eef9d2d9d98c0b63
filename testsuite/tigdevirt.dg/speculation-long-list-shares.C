// A list longer than any dispatch is decided from its static shares
// alone where none can pay (devirt-speculative.cc, static_shares_below):
// twelve classes with objects leave each a twelfth, too little for a
// guard.  The same twelve classes where only two have objects leave each
// of those two a third (one share is the classes outside the unit's),
// and the walk of the list must not stop at its length: both are
// guarded.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }
#include <cstdio>

#define HIERARCHY(B, P) \
  struct B { virtual int area () const = 0; virtual ~B () {} }; \
  SHAPE (B, P##1, 1) SHAPE (B, P##2, 2) SHAPE (B, P##3, 3) \
  SHAPE (B, P##4, 4) SHAPE (B, P##5, 5) SHAPE (B, P##6, 6) \
  SHAPE (B, P##7, 7) SHAPE (B, P##8, 8) SHAPE (B, P##9, 9) \
  SHAPE (B, P##10, 10) SHAPE (B, P##11, 11) SHAPE (B, P##12, 12)
#define SHAPE(B, N, K) \
  struct N : B { int s; N (int x) : s (x) {} \
    int area () const override { return s * K + (s >> 3); } };
HIERARCHY (Shape, S)
HIERARCHY (Form, F)

__attribute__ ((noinline)) int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (); // { dg-message "missed: not devirtualizing call in total\\(Shape\\*\\*, int\\): a guard would cost more than it saves" }
  return sum;
}

__attribute__ ((noinline)) int
forms (Form **v, int n)
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
  F3 x (2); F7 y (3);
  Form *w[] = { &x, &y, &x };
  printf ("%d %d\n", total (v, 12), forms (w, 3));
  return 0;
}
// { dg-output "78 33" }
// { dg-prune-output "missed: " }
// { dg-final { scan-ipa-dump "decision \\d+ none: a guard would cost more than it saves \\(too many likely targets\\)\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "decision \\d+ speculative" 1 "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative\[^\n\]*F3::area\[^\n\]*F7::area|decision \\d+ speculative\[^\n\]*F7::area\[^\n\]*F3::area" "tigdevirt" } }
