// Under -fprofile-use every call goes to Xor: GCC's ipa-profile guards it
// before our pass runs, and the indirect edge keeps none of the count.  The
// call is the program's hottest all the same: its hotness is judged by the
// whole call (once "call is cold", from the empty indirect edge), and the
// decision says GCC's guard is all there is to do.  GCC's guard stays.
// { dg-do run }
// { dg-profile-feedback "" }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "profile-run.h"

int
main ()
{
  Op *ops[10];
  for (int i = 0; i < 10; i++)
    ops[i] = make_op (2);
  long x = 1;
  for (int r = 0; r < 2000; r++)
    x = run (ops, 10, x + r);
  printf ("%ld\n", x);
  for (int i = 0; i < 10; i++)
    delete ops[i];
  return 0;
}

// { dg-output "32921" }
// { dg-final { scan-wpa-ipa-dump "call \\d+ \[^\n\]* caller=run\\(Op\\*\\*, int, long\\) otr=Op \[^\n\]* count=20000\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call (\\d+) \[^\n\]* caller=run\\(\[^\n\]*\n(?:\[^\n\]*\n)*decision \\1 none: GCC's guards cover every likely target\n" "tigdevirt" } }
// { dg-final { guard-order run "Xor::apply(long) const" } }
