/* budget-grid.cc - the unspent budget on its grids.  See budget-grid.h.  */

#include "budget-grid.h"

#include <cstdint>

namespace tigdevirt {

double
relative_grid (double r)
{
  const double min = 1e-6, max = 4000;
  /* 2^(1/8).  */
  const double step = 1.0905077326652577;
  if (!(r >= min))
    return 0;
  if (r > max)
    r = max;
  /* Powers of two are exact; at most seven steps between them.  */
  double v = 1;
  while (v * 2 <= r)
    v *= 2;
  while (v > r)
    v /= 2;
  while (v * step <= r)
    v *= step;
  return v;
}

double
budget_on_grid (double unspent, double budget, double size)
{
  if (!(unspent > 0 && budget > 0 && size > 0))
    return 0;
  double left = unspent >= budget ? 1 : unspent / budget;
  double sixteenths = (uint32_t) (left * 16);
  double r = sixteenths / 16 * relative_grid (budget / size);
  return (uint32_t) (r * 1e6) / 1e6;
}

} // namespace tigdevirt
