// Uniform return value: for the argument 32 every override returns 4 (each
// computes it its own way; -fno-ipa-icf keeps GCC from merging them
// first), so the call becomes 4, with no load and no call left.  For 24
// only Rle says 4, the others 3: a unique return value of an int, a
// comparison of the vptr.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fno-ipa-icf -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>
#include "vcp-uniform.h"

__attribute__ ((noinline)) int
blocks (Codec **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->block (32); // { dg-message "optimized: uniform-return: every target of call in blocks\\(Codec\\*\\*, int\\) returns 4: the call becomes that constant" }
  return s;
}

__attribute__ ((noinline)) int
blocks24 (Codec **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->block (24); // { dg-message "optimized: unique-return: call in blocks24\\(Codec\\*\\*, int\\) becomes a comparison of the vptr: vptr == _ZTV3Rle\\+16 \\? 4 : 3" }
  return s;
}

int
main ()
{
  Codec *v[9];
  for (int i = 0; i < 9; i++)
    v[i] = make_codec (i);
  printf ("%d %d\n", blocks (v, 9), blocks24 (v, 9));
  return 0;
}
// { dg-output "36 30" }
// { dg-prune-output "optimized: " }
// { dg-final { indirect-calls blocks 0 } }
// { dg-final { indirect-calls blocks24 0 } }
// { dg-final { scan-wpa-ipa-dump "vc \\d+ _ZTV5Codec token=2 args=\\(32\\) uniform 4\n" "tigdevirt" } }
