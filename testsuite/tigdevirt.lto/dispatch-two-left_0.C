// A dispatch whose guards GCC's inliner thinned to one: the complete
// list's three targets planned as two guards and a direct call, and GCC
// drops the guards of the two it will not inline (leveldb's
// Block::Iter::Seek on GCC 16: InternalKeyComparator::Compare and the
// test's counting comparator are out of line; noinline stands in for
// their size here).  GCC expands the guard left, and the last resort
// can still reach two targets: one compare of ours, as GCC makes its
// own, and two direct calls, so the scan executes no indirect call
// (before 2026-12-07 the indirect call stayed: 2,401 executed on GCC 12
// and 16, against 1 now).  Whole-program visibility: the list is
// complete.  Every comparator runs, each path of the compare is taken.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-stats=dispatch-two-left.json" }
#include "dispatch-two-left-main.h"
// { dg-output "747861" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[^\n\]* \\+ direct " "tigdevirt" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in hot_scan\[^\n \]*/\\d+ after GCC's expansion: a compare of ours for " "tigdevirt_dispatch2" } }
// { dg-final { scan-tree-dump-not "given up" "tigdevirt_dispatch2" } }
// { dg-final { scan-json-at-least dispatch-two-left.json.ltrans dispatch_compares_added 1 } }
// { dg-final { indirect-calls hot_scan 0 } }
