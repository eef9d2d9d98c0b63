// A guard costs its compare on every execution that reaches it: on a call
// with twelve equally likely classes each guard would hit one call in
// twelve, and its compare, paid by the eleven others, costs more than
// the hit saves.  The call is left indirect, with the reason
// (guard-cost, default 25%, devirt-speculative.cc); the program runs.
// speculation-guard-cost-off.C is the same call with guard-cost=0.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }
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
    sum += v[i]->area (); // { dg-message "missed: not devirtualizing call in total\\(Shape\\*\\*, int\\): a guard would cost more than it saves" }
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
// { dg-prune-output "missed: " }
// { dg-final { scan-ipa-dump "decision \\d+ none: a guard would cost more than it saves \\(too many likely targets\\)\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "devirtualized: full=0 unreachable=0 speculative=0 " "tigdevirt" } }
