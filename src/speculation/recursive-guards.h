/* recursive-guards.h - guards whose target would make their call
   recursive.

   A guarded direct call to a target that reaches the call's own function
   again, itself (an expression tree's eval calling eval on its children)
   or through direct calls (a deleting destructor whose members'
   destructors hold the same `delete p'), is a recursive call, and GCC's
   inliner unrolls recursion: it inlines the target, which copies the
   guarded call with it, then inlines the copy, and so on in each of the
   target's callers, until its recursive-inlining and large-function-growth
   limits stop it.  GCC alone has an indirect call there, which its
   inliner cannot follow.  The budget (speculation-budget.h) counts one
   guard and one inlined body per target, not the unrolling: Debian's
   GiNaC, a test program's .text 9.4x and its link's memory 2.65x of GCC
   alone's for 60 instructions estimated
   (docs/bench/2026-12-01-rebuild-ginac-growth.md).

   So, once the budget has cut the decisions: the call graph's direct
   edges and the kept guards' edges, and their strongly connected
   components; a guard whose target is in its caller's component would
   close a cycle and is not made (reason recursive_target), unless GCC
   alone would guard it too (gcc-guess.h): GCC leaves alone a call we
   speculate, so dropping its guess would leave the call with fewer
   guards than GCC alone gives it (GCC 16 guesses up to three targets,
   and unrolls them itself: bench/micro's visitor executed 3.3x GCC
   alone's indirect calls when they were dropped).  A dispatch
   that loses one loses its unguarded call too: the last target is then
   guarded like the others, since the calls the dropped guard took now
   reach the indirect call again.  The dropped guards' growth stays
   counted as the budget's (the stats' "growth", "calls_kept"): what is
   left for versioning loops on guards (guard-versioning.h) stays what
   the budget left, as it was measured.

   What it costs: the unrolling is where a hot visitor or tree walk of a
   small program gains most (bench/micro's visitor: 0.27 of GCC alone's
   time with the guards, 0.52 without, .text 4.8x and 1.5x of GCC
   alone's); the demo's interpreter runs as fast without them (2.5x fewer
   indirect calls than GCC alone instead of 4.1x).  -fplugin-arg-tigdevirt-
   recursive-guards=1 keeps them, for a program that knows it wants the
   unrolling.  */

#ifndef TIGDEVIRT_RECURSIVE_GUARDS_H
#define TIGDEVIRT_RECURSIVE_GUARDS_H

#include "devirt.h"

namespace tigdevirt {

struct recursion_report
{
  unsigned targets_dropped = 0;	/* Guards not made.  */
  unsigned calls_dropped = 0;	/* Calls left with no guard at all.  */
};

/* Drop from DECISIONS the guards that would make their call recursive.  */
recursion_report drop_recursive_guards (decision_list &decisions);

} // namespace tigdevirt

#endif
