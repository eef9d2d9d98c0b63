// A dispatch whose call the inline transform removed.  overlaps () and
// find () are inlined twice into hot_levels (), with level 0 and 1; in
// the level-0 copy "0 <= 0" folds after the copy is made and the CFG
// cleanup deletes the binary search's blocks, with the dispatched call,
// while the call's edge stays until GCC rebuilds the edges (Debian
// leveldb's DBImpl::WriteLevel0Table on GCC 16, whole-program: the
// plugin of 70a2224 crashed LTRANS in gimple_ic on that call, on GCC 12
// and 16 alike on this program).  The plan of a call in no block is
// dropped; the level-1 copy is finished as before.  Whole-program
// visibility: the list is complete.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "dispatch-removed-call.h"

__attribute__ ((noinline)) long
hot_levels (const Cmp *c)
{
  static const int v[] = { 1, 3, 5, 7, 9, 11, 13, 15 };
  long s = 0;
  for (int r = 0; r < 50; r++)
    for (int k = 0; k < 16; k++)
      s = s * 3 + overlaps (c, 0, v, 8, k) + 2 * overlaps (c, 1, v, 8, k);
  return s;
}

int
main (int argc, char **)
{
  long s = 0;
  for (int i = 0; i < 2; i++)
    s += hot_levels (pick (i + argc - 1)) % 1000;
  std::printf ("%ld\n", s);
  return 0;
}
// { dg-output "-152" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[^\n\]* \\+ direct " "tigdevirt" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in hot_levels\[^\n \]*/\\d+: the call is no longer in the body" "tigdevirt_dispatch2" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in hot_levels\[^\n \]*/\\d+ after GCC's expansion" "tigdevirt_dispatch2" } }
