// A factory with several returns (GCC joins them with a PHI): when every
// returned pointer is proved to the same class (a null one adds
// nothing), the caller's calls on the object are direct with
// strict-vtable-pointers=1, in every partition mode.  A factory that
// returns two classes proves a set of two: the list of a call on its
// object is complete, and where the call is hot enough it is dispatched
// over the two with no indirect call left (use, whose callers pass a
// Volt and a Volt or an Amp).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "factory-returns.h"

__attribute__ ((noinline)) long
use (Meter *m, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      report (m);
      s += m->read (i);
    }
  return s;
}

__attribute__ ((noinline)) long
run (int k)
{
  Meter *a = make (k + 4), *b = either (k), *c = maybe (k);
  long s = use (a, 3) + use (b, 3);
  report (c);
  s += c->read (1);
  report (a);
  s += a->read (2);
  report (b);
  s += b->read (2);
  delete a;
  delete b;
  delete c;
  return s;
}

int
main ()
{
  __builtin_printf ("%ld\n", run (1));
  return 0;
}
// { dg-output "37(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump-times "caller=run\\(int\\) otr=Meter token=0 context=\\\[outer=Volt offset=0 in-construction=no derived=no\\\] complete 1: Volt::read\\(long\\) factory=Volt calls=" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=run\\(int\\) otr=Meter token=0 context=\\\[outer=Meter offset=0 in-construction=no derived=maybe\\\] complete 2: Amp::read\\(long\\) Volt::read\\(long\\) factory=Amp\\|Volt calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=use\\(Meter\\*, int\\) otr=Meter token=0 context=\\\[outer=Meter offset=0 in-construction=no derived=maybe\\\] complete 2: Amp::read\\(long\\) Volt::read\\(long\\) callers=Amp\\|Volt calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative (Volt|Amp)::read\\(long\\) \\+ direct (Amp|Volt)::read\\(long\\) " "tigdevirt" } }
// { dg-final { indirect-calls use 0 } }
