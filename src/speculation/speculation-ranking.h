/* speculation-ranking.h - which speculations the unit can afford.

   Pure algorithm, no GCC headers (unit-tested on its own by make check).

   Every call that could be speculated offers a sequence of steps: guard
   its most likely target, then the next one, ...; for a complete list the
   last step may instead call the last target without a guard (no indirect
   call left).  Step I is only worth taking after steps 0..I-1.  Each step
   has an expected benefit (how often the call runs, times how likely the
   step's target is, times what a direct call saves) and an estimated code
   growth.  As GCC's inliner does with its edge badness, steps are taken
   best benefit per unit of growth first, while the growth fits the unit's
   budget; a step that does not fit is skipped, together with the rest of
   its call's steps, and smaller steps of other calls may still fit.
   Ties go to the earlier call, so the result does not depend on anything
   but the input order.

   A small program has extra room (speculation-budget.h: the floor), open
   only to the calls marked for it; the steps of the others share the
   budget alone, whatever the marked calls take.  */

#ifndef TIGDEVIRT_SPECULATION_RANKING_H
#define TIGDEVIRT_SPECULATION_RANKING_H

#include <vector>

namespace tigdevirt {

struct ranking_step
{
  double benefit = 0;	/* Expected saving; a step with none is never taken.  */
  double growth = 0;	/* Estimated size growth; may be negative.  */
};

struct ranking_call
{
  std::vector<ranking_step> steps;
  /* May use the extra room as well as the budget.  */
  bool extra_room = true;
};

struct ranking_result
{
  /* For each call, how many of its steps were taken.  */
  std::vector<unsigned> taken;
  /* For each call, whether a step was refused for the budget.  */
  std::vector<bool> over_budget;
  double growth = 0;		/* Sum over the steps taken.  */
  /* ... of which by calls marked for the extra room.  */
  double growth_extra_room = 0;
};

/* Steps of every call fit in BUDGET; those of the calls marked
   extra_room fit in BUDGET + EXTRA_ROOM with them.  */
ranking_result rank_speculations (const std::vector<ranking_call> &calls,
				  double budget, double extra_room = 0);

/* A step's priority: benefit per unit of growth (growth below one unit
   counts as one unit).  */
double step_priority (const ranking_step &s);

} // namespace tigdevirt

#endif
