// A dispatch's last target, called without a guard, comes last in its
// call's guards whatever its count.  Three classes, equal static shares:
// two guards get 333 and 333 of 1000 of the call's count and the last
// target every call they miss, 334; ordering the guards by count put it
// first, which decides the order of the compares wherever GCC expands
// the dispatch itself (a guarded target the inliner dropped, a body also
// inlined elsewhere: Debian's leveldb compared the comparator its
// benchmark never uses before the one it always does).  Whole-program
// visibility: the list is complete.  The budget is not what this tests:
// compare_twice's own body runs only through a pointer, nothing counts
// its runs, and its calls' targets rest on the static ranking alone, so a
// small program's extra room is not for them (speculation-runs-unknown.C);
// a budget of the program's size holds their guards.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-speculation-growth=100 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "dispatch-last.h"

int
main (int argc, char **)
{
  static const int v[] = { 5, 3, 9, 1, 7, 2, 8 };
  int r = 0;
  for (int k = 0; k < 3; k++)
    {
      const Order *o = pick (argc + k - 1);
      r = r * 31 + count_less (o, v, 7) + by_pointer (o, 4, 6);
    }
  std::printf ("%d\n", r);
  return r == 3906 ? 0 : 1;
}
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[^\n\]* \\+ direct " "tigdevirt" } }
// { dg-final { scan-ipa-dump "guards of call \\d+ in compare_twice/\\d+, in order: \[^;\n\]+; \[^;\n\]+; \[^;\n\]+ \\(the dispatch's last, unguarded\\)\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "in order: \[^\n\]*unguarded\\);" "tigdevirt" } }
