// final classes and methods.  The C++ front end already turns calls whose
// object is known to be of a final class, or to a final method, into direct
// calls, so what reaches the IPA stage are calls where final limits the
// walk only partly: here C::g is final, so D (derived from C) adds no
// target of g, and B final is recorded with known derivations.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct A { virtual int f () { return 1; } virtual int g () { return 2; } };
struct B final : A { int f () override { return 3; } };
struct C : A { int g () final { return 4; } };
struct D : C { int f () override { return 5; } };

__attribute__ ((noinline)) int call_g (A *a) { return a->g (); }
__attribute__ ((noinline)) int C_run (C *c) { return c->f (); }

int
main ()
{
  B b; C c; D d;
  printf ("%d %d %d %d %d\n", call_g (&b), call_g (&c), call_g (&d),
	  C_run (&c), C_run (&d));
  return 0;
}
// { dg-output "2 4 4 1 5" }
// { dg-final { scan-ipa-dump "type \\d+ B final derivations=known" "tigdevirt" } }
// { dg-final { scan-ipa-dump "type \\d+ C derivations=open" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=call_g\\(A\\*\\) otr=A token=1 .* incomplete 2: A::g\\(\\) C::g\\(\\)\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
