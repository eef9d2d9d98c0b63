// The profile and a complete list together: in whole-program mode the
// list of run() is complete (Add, Mul, Xor, Neg).  GCC's ipa-profile
// guards Xor (75% of the calls), we add Mul (20%) and Add (5%), and Neg,
// which the profile never saw, is the only function the call can still
// reach: it is called directly and no indirect call is left in run().
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
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
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Mul::apply\\(long\\) const, Add::apply\\(long\\) const \\+ direct Neg::apply\\(long\\) const \\(source=profile " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dispatched=1 evidence: profile:1 guards: fnptr:2 none:1\n" "tigdevirt" } }
// { dg-final { indirect-calls run 0 } }
