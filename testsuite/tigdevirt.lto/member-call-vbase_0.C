// The class a member call states (member-call-types.h in src/type-flow) when
// the callee's class is a virtual base of the object's: `d->caller (x)'
// with D final converts d to its Base through the virtual base's field
// (D's layout is the complete object's), so caller's call on f is
// D::f, direct.  With M not final the conversion reads the base's offset
// from the vtable: nothing is stated, and the call on an M or an MM
// stays as GCC has it.  Every partition mode, by default.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "member-call-vbase.h"
#include <cstdio>

int
main ()
{
  D d;
  M m;
  MM mm;
  int s = 0, t = 0;
  for (int i = 0; i < 10; i++)
    {
      s += use_d (&d, i);
      t += use_m (i & 1 ? &m : &mm, i);
    }
  std::printf ("%d %d\n", s, t);
}
// { dg-output "170 425(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=use_d\\(D const\\*, int\\) otr=Base token=0 \[^\n\]*complete 1: D::f\\(int\\) const \[^\n\]*static=D" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=use_m\\(M const\\*, int\\) \[^\n\]*static=" "tigdevirt" } }
// { dg-final { indirect-calls use_d 0 } }
