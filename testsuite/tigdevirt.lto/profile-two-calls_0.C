// Two calls in one function, each with a measured histogram: Square takes
// 55% of them, Tri 40%, Hex 5%.  GCC's ipa-profile guards Square on both
// (50% or more) and the plugin adds Tri to both.  GCC expands a call's
// guards as one run of the caller's callee edges; the plugin's edges must
// join that run, not land at the head of the list apart from it (lto1
// crashed in the inliner's expansion here, on every partition mode).
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculate=2" }
#include "profile-two-calls.h"

__attribute__ ((noinline)) long
measure (Shape **v, int n, long s)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    {
      sum += v[i]->area (s);
      sum += v[i]->edges ();
    }
  return sum;
}

int
main ()
{
  Shape *v[20];
  for (int i = 0; i < 20; i++)
    v[i] = make_shape (i < 11 ? 0 : i < 19 ? 1 : 2);
  long sum = 0;
  for (int r = 0; r < 100; r++)
    sum += measure (v, 20, r & 7);
  // 100 rounds, sides 0..7 (12 or 13 times each): the areas, plus
  // 11*4 + 8*3 + 6 edges a round.
  long want = 0;
  for (int r = 0; r < 100; r++)
    {
      long s = r & 7;
      want += 11 * s * s + 8 * (s * s / 2) + 3 * s * s + 44 + 24 + 6;
    }
  if (sum != want)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative Tri::\[a-z\]+\\(\[a-z \]*\\) const \\(source=profile" 2 "tigdevirt" } }
