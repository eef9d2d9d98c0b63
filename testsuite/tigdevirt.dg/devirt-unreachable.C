// A complete empty list: no object can reach the call, so it becomes
// __builtin_unreachable.  The program never executes it.
// { dg-do run }
// { dg-options "-O2 -fno-devirtualize -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>

namespace {
struct Never { virtual int f () { return 1; } virtual ~Never () {} };
}

__attribute__ ((noinline)) int
maybe_call (Never *n)
{
  if (n)
    return n->f (); // { dg-message "optimized: call in maybe_call\\(\\(anonymous namespace\\)::Never\\*\\) has no possible target" }
  return 42;
}

int
main ()
{
  printf ("%d\n", maybe_call (nullptr));
  return 0;
}
// { dg-output "42" }
// { dg-final { scan-ipa-dump "decision \\d+ unreachable" "tigdevirt" } }
