// Unit tests of the unspent budget's grids (src/speculation/budget-grid.h),
// which need no GCC.  The relative grid: never above its argument, at
// most one step (2^(1/8)) below, monotone, eight values a doubling, the
// edges.  The budget: whole millionths, never above the growth left,
// 0 when less than a sixteenth of the budget is left, and the same value
// when an edit moves the size or the spending by a little.
#include "../../src/speculation/budget-grid.h"

#include <cmath>

#include "unit-check.h"

using namespace tigdevirt;

// Down to whole millionths, as budget_on_grid gives its value.
static double
millionths (double x)
{
  return std::floor (x * 1e6) / 1e6;
}

int
main ()
{
  const double step = std::pow (2.0, 1.0 / 8);
  CHECK (relative_grid (0) == 0);
  CHECK (relative_grid (-1) == 0);
  CHECK (relative_grid (NAN) == 0);
  CHECK (relative_grid (5e-7) == 0);
  CHECK (relative_grid (1) == 1);
  CHECK (relative_grid (0.5) == 0.5);
  CHECK (relative_grid (4) == 4);
  CHECK (relative_grid (1e9) <= 4000 && relative_grid (1e9) > 4000 / step);
  double prev = 0;
  unsigned distinct = 0;
  for (double r = 1e-5; r < 100; r *= 1.003)
    {
      double g = relative_grid (r);
      CHECK (g <= r);
      CHECK (g > r / step * (1 - 1e-12));
      CHECK (g >= prev);
      distinct += g != prev;
      prev = g;
    }
  // 1e-5 to 100 is about 23 doublings: eight values in each.
  CHECK (distinct >= 8 * 23 - 2 && distinct <= 8 * 24 + 2);

  CHECK (budget_on_grid (0, 100, 1000) == 0);
  CHECK (budget_on_grid (-5, 100, 1000) == 0);
  CHECK (budget_on_grid (5, 0, 1000) == 0);
  CHECK (budget_on_grid (5, 100, 0) == 0);
  CHECK (budget_on_grid (NAN, 100, 1000) == 0);
  // All left: the budget's share, on the relative grid.
  CHECK (budget_on_grid (100, 100, 1000) == millionths (relative_grid (0.1)));
  CHECK (budget_on_grid (200, 100, 1000) == millionths (relative_grid (0.1)));
  // Less than a sixteenth left: nothing, whatever the edit.
  CHECK (budget_on_grid (6, 100, 1000) == 0);
  CHECK (budget_on_grid (6.2, 100, 1000) == 0);
  CHECK (budget_on_grid (50, 100, 1000)
	 == millionths (0.5 * relative_grid (0.1)));
  for (double size = 1000; size < 1e7; size *= 1.7)
    for (double budget = size * 0.001; budget < size * 20; budget *= 2.3)
      for (double left = 0; left <= 1.2; left += 0.01)
	{
	  double g = budget_on_grid (left * budget, budget, size);
	  CHECK (g <= std::max (0.0, std::min (left, 1.0)) * budget / size);
	  // Whole millionths: what the section carries, read back the same.
	  CHECK (std::fabs (g * 1e6 - std::round (g * 1e6)) < 1e-6);
	  CHECK (std::round (g * 1e6) / 1e6 == g);
	}

  // The case it is for: a large program's budget, 4% of its size, mostly
  // spent or mostly not, and an edit that changes the size by 0.1% and
  // the spending by 0.1% of the budget: the value stays, but near a step.
  unsigned same = 0, n = 0;
  for (double size = 1e5; size < 1e7; size *= 1.01)
    for (double spent = 0; spent < 1; spent += 0.013, n++)
      {
	double b = size * 0.04, b2 = size * 1.001 * 0.04;
	same += budget_on_grid (b - spent * b, b, size)
		== budget_on_grid (b2 - (spent + 0.001) * b2, b2, size * 1.001);
      }
  CHECK (same >= n * 95 / 100);
  // A budget spent to the last unit stays 0 (was: the remainder over the
  // size, a new value at every edit).
  CHECK (budget_on_grid (3, 40000, 1e6) == 0);
  CHECK (budget_on_grid (17, 40040, 1.001e6) == 0);

  return failures != 0;
}
