// The training run sends half the calls to Heads::value and half to
// Tails::value, so GCC's ipa-profile guards both (50% each).  ICF, which
// runs after it, then merges the two bodies (the same code), and in
// whole-program mode the plugin proves the call has one target: the
// guesses are resolved, the call made direct.  GCC's make_direct expects
// at most one guess equivalent to the target and, with two, left one
// speculative edge without its indirect edge: the WPA inliner crashed on
// it (found by the fuzzer, seed 1035).
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "profile-merged-guesses.h"

__attribute__ ((noinline)) long
total (Coin **v, int n)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->value ();
  return sum;
}

int
main ()
{
  Coin *v[10];
  for (int i = 0; i < 10; i++)
    v[i] = make_coin (i & 1);
  long sum = 0;
  for (int r = 0; r < 50; r++)
    sum += total (v, 10);
  if (sum != 50 * 10 * 7)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "decision \\d+ full (Heads|Tails)::value\\(\\) const" "tigdevirt" } }
