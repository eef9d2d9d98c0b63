/* budget-grid.h - the unspent speculation budget as the link hands it to
   every LTRANS unit, rounded down to a grid.

   The link writes one number to every partition: the growth the
   speculation budget left, over the unit's size (guard-versioning.h
   spends it on loops).  GCC 15's -flto-incremental reuses a partition's
   compiled output only when the partition's input is byte-identical;
   the exact fraction moves with any edit anywhere in the program (the
   unit's size, the calls speculated), so each such edit compiled every
   partition again (a 20-unit program relinked after one unit gained a
   class: 925 cache files written with the plugin, 49 by GCC alone).

   The fraction is the budget's share of the size times the share of the
   budget left.  The budget's share is a fixed percentage of a large
   program's size (speculation-budget.h) and moves with the size in a
   small one: it goes on a grid of eight steps per doubling, which a small
   move of the size crosses only near a step.  The share left is a difference of
   two near numbers when the budget is mostly spent, as in large
   programs, where one edit moves it by far more than a step of any
   relative grid: it goes down to sixteenths, so that a budget spent but
   for less than a sixteenth leaves 0 whatever the edit, and one mostly
   unspent moves only when the spending moves by a sixteenth of the
   budget.  Rounding down keeps the result within the budget.  Needs no
   GCC (unit-tested).  */

#ifndef TIGDEVIRT_BUDGET_GRID_H
#define TIGDEVIRT_BUDGET_GRID_H

namespace tigdevirt {

/* R (>= 0) rounded down to the grid 2^(k/8); 0 below a millionth, at
   most 4000.  */
double relative_grid (double r);

/* The growth left (UNSPENT of BUDGET) over the unit's SIZE, on the grids
   above, in whole millionths (the section's unit, so that the value read
   at LTRANS is the one -flto-partition=none uses).  */
double budget_on_grid (double unspent, double budget, double size);

} // namespace tigdevirt

#endif
