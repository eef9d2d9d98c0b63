// dispatch-two-left's scan inlined twice: into a hot loop and into a
// cold function.  GCC drops the guards of the two out-of-line
// comparators in both copies; in the hot one the dispatch is finished
// with a compare of ours and two direct calls, in the cold one (code GCC
// optimizes for size) the indirect call stays, as GCC alone has it: a
// compare and a second call are larger than the call they replace.  The
// copies count against the budget as code a small program's extra room
// is not for, so the budget is the program's size (dispatch-last_0.C).
// { dg-do run }
// { dg-options "-Wno-attributes -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-speculation-growth=100 -fplugin-arg-tigdevirt-dump" }
#include "dispatch-two-left.h"

__attribute__ ((cold, noinline)) int
cold_seek (const Comparator *c, const char *const *keys, int n,
	   const char *k)
{
  return seek (c, keys, n, k);
}

#define AFTER_KIND(c, keys) sum += cold_seek (c, keys, 8, "fig")
#include "dispatch-two-left-main.h"
// { dg-output "157615" }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in hot_scan\[^\n \]*/\\d+ after GCC's expansion: a compare of ours for " "tigdevirt_dispatch2" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in cold_seek\[^\n \]*/\\d+ given up: two targets left where the code is optimized for size" "tigdevirt_dispatch2" } }
// { dg-final { indirect-calls hot_scan 0 } }
// { dg-final { indirect-calls cold_seek 1 } }
