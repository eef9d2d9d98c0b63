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
   but the input order.  */

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
};

struct ranking_result
{
  /* For each call, how many of its steps were taken.  */
  std::vector<unsigned> taken;
  /* For each call, whether a step was refused for the budget.  */
  std::vector<bool> over_budget;
  double growth = 0;		/* Sum over the steps taken.  */
};

ranking_result rank_speculations (const std::vector<ranking_call> &calls,
				  double budget);

/* A step's priority: benefit per unit of growth (growth below one unit
   counts as one unit).  */
double step_priority (const ranking_step &s);

} // namespace tigdevirt

#endif
