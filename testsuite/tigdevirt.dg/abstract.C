// Abstract classes: pure virtual slots (__cxa_pure_virtual) are never
// targets; the dump marks them "(+pure)".
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct Iface { virtual int op (int) = 0; virtual int id () { return 7; } virtual ~Iface () {} };
struct Impl : Iface { int op (int x) override { return x * 2; } };
struct Abstract2 : Iface { int id () override { return 8; } };
struct Impl2 : Abstract2 { int op (int x) override { return x + 1; } };

__attribute__ ((noinline)) int call_op (Iface *i, int x) { return i->op (x); }
__attribute__ ((noinline)) int call_op2 (Abstract2 *a) { return a->op (5); }

int
main ()
{
  Impl a; Impl2 b;
  printf ("%d %d %d\n", call_op (&a, 3), call_op (&b, 3), call_op2 (&b));
  return 0;
}
// { dg-output "6 4 6" }
// { dg-final { scan-ipa-dump "caller=call_op\\(Iface\\*, int\\) otr=Iface token=0 .* incomplete 2: Impl2::op\\(int\\) Impl::op\\(int\\) \\(\\+pure\\)" "tigdevirt" } }
// GCC does not trust the static type of a pointer parameter (it may have
// been cast), so the context is Iface, not Abstract2.
// { dg-final { scan-ipa-dump "caller=call_op2\\(Abstract2\\*\\) otr=Iface token=0 .* incomplete 2: Impl2::op\\(int\\) Impl::op\\(int\\) \\(\\+pure\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "^call \[^\n\]*__cxa_pure_virtual" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
