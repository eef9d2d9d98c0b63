// dispatch-removed-call: see dispatch-removed-call_0.C.
#include "dispatch-removed-call.h"

int
Less::compare (int a, int b) const
{
  return a < b ? -1 : a > b;
}

/* Out of line: GCC's inliner drops its guard, so the dispatch is
   finished after GCC's expansion.  */
__attribute__ ((noinline)) int
Greater::compare (int a, int b) const
{
  return a > b ? -1 : a < b;
}

const Cmp *
pick (int k)
{
  static Less l;
  static Greater g;
  return k == 0 ? (const Cmp *) &l : &g;
}

/* Two parameters compared: no condition GCC's function summaries keep,
   so the call's edge is not known dead before the inline transform.  */
static inline int
find (const Cmp *c, const int *v, int n, int k, int level, int flat)
{
  if (level <= flat)
    {
      for (int i = 0; i < n; i++)
	if (v[i] == k)
	  return i;
      return -1;
    }
  int lo = 0, hi = n;
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (c->compare (v[mid], k) < 0)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

int
overlaps (const Cmp *c, int level, const int *v, int n, int k)
{
  return find (c, v, n, k, level, 0);
}
