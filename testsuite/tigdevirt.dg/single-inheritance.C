// Single inheritance: a call through the base lists every override in the
// unit; the list is incomplete (another unit may derive from A).
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct A { virtual int f () { return 1; } virtual int g () { return 10; } };
struct B : A { int f () override { return 2; } };
struct C : B { int f () override { return 3; } int g () override { return 30; } };

__attribute__ ((noinline)) int call_f (A *a) { return a->f (); }
__attribute__ ((noinline)) int call_g (B *b) { return b->g (); }

int
main ()
{
  A a; B b; C c;
  printf ("%d %d %d %d %d\n", call_f (&a), call_f (&b), call_f (&c),
	  call_g (&b), call_g (&c));
  return 0;
}
// { dg-output "1 2 3 10 30" }
// { dg-final { scan-ipa-dump "caller=call_f\\(A\\*\\) otr=A token=0 context=\\\[outer=A offset=0 in-construction=no derived=maybe\\\] incomplete 3: A::f\\(\\) B::f\\(\\) C::f\\(\\)" "tigdevirt" } }
// g is called through A (where it is declared); A::g and C::g.
// { dg-final { scan-ipa-dump "caller=call_g\\(B\\*\\) otr=A token=1 .* incomplete 2: A::g\\(\\) C::g\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "type \\d+ C derivations=open vtable=defined\n  bases: \\d+:B@0" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
