// vcp-kinds-open's program with no room for speculation
// (speculation-growth=0): every speculative call is cut for the budget,
// and the calls with constant arguments still say why virtual constant
// propagation left them ("open hierarchy"), which a cut call once lost.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=0 -fopt-info-ipa-missed" }
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
      sum += 100 * s->isOfType (KSquare); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): open hierarchy" }
      sum += 200 * s->isOfType (KTri); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): open hierarchy" }
      sum += 1000 * s->sides ();
      sum += 7 * (int) s->kind ();
      sum += s->scaled (3); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): open hierarchy" }
      sum += s->scaled (12); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): open hierarchy" }
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
// { dg-prune-output "missed: " }
// { dg-prune-output "optimized: " }
// { dg-final { scan-wpa-ipa-dump "virtual constants: uniform-return=0 unique-return=0 virtual-const-prop=0 vtables-grown=0 bytes-added=0\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "\nvc \\d+ " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "vcp \\d+ not applied: open hierarchy\n" 4 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "speculation: growth-budget=0% program \[^\n\]* calls-kept=0 " "tigdevirt" } }
