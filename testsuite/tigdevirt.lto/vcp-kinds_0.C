// Virtual constant propagation in a hierarchy closed by hidden visibility
// (vcp-kinds.h): a unique return value becomes a vptr comparison, other
// results are stored next to the vtables, one bit for a bool, a byte for
// an int or enum with small values, 16 bits for longs that fit; methods
// that read memory and calls with a variable argument are left alone.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized-missed" }
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
      sum += 10 * s->isCircle (); // { dg-message "optimized: unique-return: call in survey\\(Shape\\*\\*, int, int\\) becomes a comparison of the vptr: vptr == _ZTV6Circle\\+16 \\? 1 : 0" }
      sum += 100 * s->isOfType (KSquare); // { dg-message "optimized: virtual-const-prop \\(1 bits\\): call in survey" }
      sum += 200 * s->isOfType (KTri); // { dg-message "optimized: unique-return: call in survey\\(Shape\\*\\*, int, int\\) becomes a comparison of the vptr: vptr == _ZTV3Tri\\+16" }
      sum += 1000 * s->sides (); // { dg-message "optimized: virtual-const-prop \\(8 bits\\): call in survey" }
      sum += 7 * (int) s->kind (); // { dg-message "optimized: virtual-const-prop \\(8 bits\\): call in survey" }
      sum += s->scaled (3); // { dg-message "optimized: virtual-const-prop \\(16 bits\\): call in survey" }
      sum += s->scaled (12); // { dg-message "optimized: virtual-const-prop \\(16 bits\\): call in survey" }
      sum += s->area (); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): target reads or writes memory" }
      sum += s->tuned (); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): target reads or writes memory" }
      sum += s->scaled (var); // { dg-message "missed: no virtual constant propagation for call in survey\\(Shape\\*\\*, int, int\\): argument not constant" }
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
// Every value is in the vtables, in every partitioning, and the program
// prints what it prints without the plugin.
// { dg-final { scan-wpa-ipa-dump "virtual constants: uniform-return=0 unique-return=2 virtual-const-prop=5 vtables-grown=5 bytes-added=40\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "vc \\d+ _ZTV5Shape token=7 args=\\(12\\) stored at bit \\d+, 16 bits, in 5 vtables\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "vtable _ZTV3Box/\\d+: 8 bytes added " "tigdevirt" } }
// { dg-final { scan-tree-dump-times "virtual-const-prop: call at line \\d+ through _ZTV5Shape slot \\d+ becomes " 5 "tigdevirt_vcp2" } }
// { dg-final { scan-tree-dump-times "unique-return: call at line \\d+ through _ZTV5Shape slot \\d+ becomes " 2 "tigdevirt_vcp2" } }
