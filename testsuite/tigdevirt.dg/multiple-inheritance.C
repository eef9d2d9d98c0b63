// Multiple inheritance: the second base's vptr sits at a non-zero offset
// and its slots hold non-virtual thunks.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump=details -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct Left { virtual int l () { return 1; } long pad; };
struct Right { virtual int r () { return 2; } virtual ~Right () {} };
struct Both : Left, Right { int l () override { return 10; } int r () override { return 20; } };
struct More : Both { int r () override { return 30; } };

__attribute__ ((noinline)) int call_r (Right *r) { return r->r (); }
__attribute__ ((noinline)) int call_l (Left *l) { return l->l (); }

int
main ()
{
  Both b; More m; Right r;
  printf ("%d %d %d %d\n", call_r (&b), call_r (&m), call_r (&r), call_l (&m));
  return 0;
}
// { dg-output "20 30 2 10" }
// { dg-final { scan-ipa-dump "type \\d+ Both derivations=open vtable=defined\n  bases: \\d+:Left@0 \\d+:Right@16" "tigdevirt" } }
// { dg-final { scan-ipa-dump "  vptr@16 Right -> _ZTV4Both\\+64\n    slot 0: non-virtual thunk to Both::r\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=call_r\\(Right\\*\\) otr=Right token=0 .* incomplete 3: Right::r\\(\\) non-virtual thunk to Both::r\\(\\) non-virtual thunk to More::r\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=call_l\\(Left\\*\\) otr=Left token=0 .* incomplete 2: Both::l\\(\\) Left::l\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
