// Virtual inheritance (a diamond): virtual bases at object-dependent
// offsets, virtual thunks, construction vtables.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct Top { virtual int who () { return 0; } virtual ~Top () {} int t = 1; };
struct L : virtual Top { int who () override { return 1; } int l = 2; };
struct R : virtual Top { virtual int side () { return 2; } int r = 3; };
struct Bottom : L, R { int side () override { return 4; } int b = 4; };

__attribute__ ((noinline)) int call_who (Top *t) { return t->who (); }
__attribute__ ((noinline)) int call_side (R *r) { return r->side (); }

int
main ()
{
  Bottom b; L l; R r;
  printf ("%d %d %d %d %d\n", call_who (&b), call_who (&l), call_who (&r),
	  call_side (&b), call_side (&r));
  return 0;
}
// { dg-output "1 1 0 4 2" }
// { dg-final { scan-ipa-dump "type \\d+ L derivations=open vtable=defined\n  bases: \\d+:Top@\\d+\\(virtual\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=call_who\\(Top\\*\\) otr=Top token=0 .* incomplete 2: Top::who\\(\\) virtual thunk to L::who\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=call_side\\(R\\*\\) otr=R token=\\d+ .* incomplete 2: R::side\\(\\) non-virtual thunk to Bottom::side\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "construction-vtables=\[1-9\]" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
