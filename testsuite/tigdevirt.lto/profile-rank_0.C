// Under -fprofile-use the measured indirect-call histogram ranks the
// targets: Xor runs 75% of the calls, Mul 20%, Add 5%, Neg never.  By the
// static estimate all four are equally likely (one class each) and the
// declaration order would pick Add and Mul; with the profile GCC's
// ipa-profile guards Xor (at least 50%) and we add Mul, the next one
// measured, within speculate=2.
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculate=2" }
#include <cstdio>
#include "profile-run.h"

int
main ()
{
  static const int mix[20] = { 2, 2, 1, 2, 2, 2, 1, 2, 2, 0,
			       2, 2, 1, 2, 2, 2, 1, 2, 2, 2 };
  Op *ops[20];
  for (int i = 0; i < 20; i++)
    ops[i] = make_op (mix[i]);
  Op *never = make_op (3);
  long x = 1;
  for (int r = 0; r < 2000; r++)
    x = run (ops, 20, x + r);
  printf ("%ld %ld\n", x, never->apply (1));
  for (int i = 0; i < 20; i++)
    delete ops[i];
  delete never;
  return 0;
}
// { dg-output "14217 -1" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Mul::apply\\(long\\) const \\(source=profile frequency=\\d+\\.\\d+ shares=0\\.2\\d\[ )\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ speculative \[^\n\]*Add::apply" "tigdevirt" } }
// The call's line carries its measured count (20 calls a round, 2000 rounds).
// { dg-final { scan-wpa-ipa-dump "call \\d+ \[^\n\]* caller=run\\(Op\\*\\*, int, long\\) otr=Op \[^\n\]* count=40000\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "evidence: profile:1 guards: fnptr:1\n" "tigdevirt" } }
// The code tests the measured targets most frequent first: GCC's guard
// (Xor), then ours (Mul).
// { dg-final { guard-order run "Xor::apply(long) const" "Mul::apply(long) const" } }
