/* speculation-budget.h - the unit's budget for speculative code growth.

   Speculation costs code: a guard and a direct call per target, and the
   target's body where the inliner takes it.  On a large program,
   speculating every call doubles the link time and the binary.  As GCC's
   inliner does with --param inline-unit-growth, the unit may grow to
   -fplugin-arg-tigdevirt-speculation-growth=PCT percent above its size;
   a program, above the larger of its size and --param large-unit-insns
   (GCC's formula: a large program grows by PCT% of its size, a small one
   up to large-unit-insns and PCT% more, so that small programs keep their
   hot calls' guards; a library or a translation unit without main has no
   such floor, and the floor is for the calls of the program's loops), and
   the calls that
   save the most per unit of growth get it first
   (speculation-ranking.h).  Calls below the line are left alone with a
   reason.  */

#ifndef TIGDEVIRT_SPECULATION_BUDGET_H
#define TIGDEVIRT_SPECULATION_BUDGET_H

#include "devirt.h"

namespace tigdevirt {

struct budget_report
{
  double unit_size = 0;
  bool program = false;		/* A program: the small-program floor.  */
  double budget = 0;
  /* ... of which the room above PCT% of the unit's size, open only to the
     calls that run more than once per copy of their code (twice where
     GCC copies it), or whose runs nothing counts if more than the static
     ranking orders their targets (speculation-budget.cc).  */
  double extra_room = 0;
  double extra_room_used = 0;	/* ... by the calls that may.  */
  /* Speculated calls the extra room is not for: those that run too
     little, and those whose runs nothing counts on static shares alone
     (a program's count).  */
  unsigned calls_without_room = 0;
  double growth = 0;		/* Estimated growth of what was kept.  */
  double offered = 0;		/* ... of everything the calls offered.  */
  unsigned calls_kept = 0;	/* Speculated calls after the cut.  */
  unsigned calls_cut = 0;	/* Calls left alone for the budget.  */
  unsigned calls_trimmed = 0;	/* Calls that lost some of their targets.  */
  /* After the cut, guards that would make their call recursive
     (recursive-guards.h): dropped, and calls left with none.  */
  unsigned recursive_dropped = 0;
  unsigned recursive_calls = 0;
};

/* Trim the speculative decisions of DECISIONS to a growth budget of
   GROWTH_PERCENT.  */
budget_report spend_speculation_budget (decision_list &decisions,
					unsigned growth_percent);

} // namespace tigdevirt

#endif
