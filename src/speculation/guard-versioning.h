/* guard-versioning.h - testing a loop-invariant speculative guard once,
   before the loop.

   A speculative call compares the slot it loads with its likely target
   (`if (slot == Twice::next)').  Once the vptr and slot loads leave a
   loop (vptr-reuse.h), that comparison is loop-invariant, yet GCC at -O2
   tests it on every iteration and keeps both arms in one loop body, so
   the direct, inlined arm is never optimized as a loop of its own.
   Versioning the loop on the guard tests it once: the loop where it
   holds has the direct call only, the other keeps the indirect one (and
   is versioned on the next guard of the chain, as far as the limits
   allow).  This is what GCC's -funswitch-loops does at -O3 for any
   invariant condition, done here for the guards speculation made, at
   every level, under the unit's speculation budget.

   Each loop is judged by try_version_on_guard (the decision, with its
   reason) and changed only by apply_versioning.  A loop is versioned
   when it is innermost and hot, its guard compares a vptr or slot value
   defined outside it with a constant, and the copy fits what is left of
   the function's share of the speculation budget: the unit's unspent
   growth (speculation-budget.h) relative to its size, times the
   function's size.  */

#ifndef TIGDEVIRT_GUARD_VERSIONING_H
#define TIGDEVIRT_GUARD_VERSIONING_H

#include "gcc-compat.h"

namespace tigdevirt {

/* At the link, once the speculation budget is spent: the growth left
   (UNSPENT of BUDGET), as a fraction of the unit's size, rounded down to
   budget-grid.h's grids (0 when speculation may not grow the unit).  It
   travels to LTRANS in a section of its own
   (".gnu.lto_tigdevirt_gversion": "TGDVGV01", u32 the fraction in
   millionths).  */
void note_unspent_speculation_budget (double unspent, double budget,
				      double unit_size);
void write_versioning_budget ();
void read_versioning_budget ();
/* That fraction (at LTRANS, as read).  */
double versioning_ratio ();

/* In FUN (loops initialized, dominators computed), after the loads are
   hoisted: version the hot loops on their invariant guards.  IS_VALUE
   says whether an SSA name holds a vptr or slot loaded from an object.
   Returns the number of loops versioned.  */
unsigned version_loops_on_guards (function *fun, bool (*is_value) (tree));

} // namespace tigdevirt

#endif
