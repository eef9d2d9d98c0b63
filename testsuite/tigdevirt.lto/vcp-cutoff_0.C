// Deciding changes nothing: vcp-kinds_0.C's calls with cutoff=0, which
// drops every decision after it is made.  The virtual constants the
// decisions found stay in the analysis (the dump lists them, "not
// committed"), but no vtable grows, no table travels to LTRANS and no call
// is rewritten (the rewrite pass, tigdevirt_vcp2, does not even run): the
// program is GCC's.  Before the table took entries only from applied
// decisions, the rewrite turned these calls into loads and comparisons
// anyway, and the vtables grew by 40 bytes.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-cutoff=0 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "vcp-kinds.h"

__attribute__ ((noinline)) long
survey (Shape **v, int n, int var)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    {
      Shape *s = v[i];
      sum += s->version ();
      sum += 10 * s->isCircle ();
      sum += 100 * s->isOfType (KSquare);
      sum += 200 * s->isOfType (KTri);
      sum += 1000 * s->sides ();
      sum += 7 * (int) s->kind ();
      sum += s->scaled (3);
      sum += s->scaled (12);
      sum += s->area ();
      sum += s->tuned ();
      sum += s->scaled (var);
    }
  return sum;
}

int
main (int argc, char **)
{
  Shape *v[20];
  for (int i = 0; i < 20; i++)
    v[i] = make_shape (i, i + 1);
  printf ("%ld\n", survey (v, 20, argc + 4));
  for (int i = 0; i < 20; i++)
    delete v[i];
  return 0;
}
// { dg-output "139838" }
// { dg-final { scan-wpa-ipa-dump "vc \\d+ _ZTV5Shape token=7 args=\\(12\\) stored at bit \\d+, 16 bits, in 5 vtables\nvc \\d+ not committed: no kept decision uses it\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "virtual constants: uniform-return=0 unique-return=0 virtual-const-prop=0 vtables-grown=0 bytes-added=0\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not ": \\d*\[1-9\]\\d* bytes added" "tigdevirt" } }
