// speculate=0: no speculation; the reason is reported.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculate=0 -fopt-info-ipa-missed" }
#include <cstdio>

struct A { virtual int f () { return 1; } };
struct B : A { int f () override { return 2; } };

__attribute__ ((noinline)) int call (A *a) { return a->f (); } // { dg-message "missed: not devirtualizing call in call\\(A\\*\\): speculation disabled \\(speculate=0\\)" }

int
main ()
{
  A a; B b;
  printf ("%d\n", call (&a) + call (&b));
  return 0;
}
// { dg-output "3" }
// { dg-final { scan-ipa-dump "decision \\d+ none: speculation disabled" "tigdevirt" } }
// { dg-prune-output "missed:   not inlinable" }
