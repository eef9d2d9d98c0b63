// A virtual call in a small helper of another unit, inlined into a loop
// that calls it on two member objects: the call is speculated in the
// helper, so each inlined copy carries guards, and each its fallback
// indirect call.  Versioning the loop on one call's guard would copy the
// other's fallback into every version: the loop keeps one indirect call
// per call, as with GCC alone, and is not versioned.  Whole-program
// mode: the lists are complete, the same holds.
// { dg-do run }
// { dg-options "-fopt-info-loop-missed -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-prune-output "(not inlinable|vectoriz|clobbers memory|not affine|unrolled|peeled|vptr load|loop versioned|missed:)" }
#include <cstdio>
#include "helper-members.h"

__attribute__ ((noipa)) long
loop (Holder *h, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += call_f (h->m, i) + call_f (h->n, i);
  return s;
}

int
main (int argc, char **)
{
  Holder h;
  h.m.k = 1;
  h.n.k = 3;
  Base *b = make (argc > 5);
  long s = loop (&h, 1000) + call_f (*b, 3);
  std::printf ("%ld\n", s);
  delete b;
}
// { dg-output "1999005" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative" "tigdevirt" } }
// GCC alone leaves these two (GCC 11 to 16): no more with the plugin.
// { dg-final { indirect-calls "loop" 2 } }
