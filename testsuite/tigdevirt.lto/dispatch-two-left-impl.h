// dispatch-two-left: the comparators and the scan, for dispatch-two-left_1.C
// and dispatch-two-left-cold_1.C (the latter inlines the scan everywhere).
#include "dispatch-two-left.h"
#ifndef SEEK_ATTRIBUTES
#define SEEK_ATTRIBUTES
#endif

int
Bytewise::compare (const char *a, const char *b) const
{
  while (*a && *a == *b)
    a++, b++;
  return (unsigned char) *a - (unsigned char) *b;
}

/* Kept out of line, as leveldb's InternalKeyComparator::Compare is by
   its size: GCC's inliner then drops its guard.  */
__attribute__ ((noinline)) int
Internal::compare (const char *a, const char *b) const
{
  int r = user->compare (a, b);
  return r ? -r : 0;
}

__attribute__ ((noinline)) int
Counting::compare (const char *a, const char *b) const
{
  count++;
  int r = 0;
  while (*a || *b)
    {
      r = r * 3 + (*a - *b);
      if (*a)
	a++;
      if (*b)
	b++;
    }
  return r > 0 ? 1 : r < 0 ? -1 : 0;
}

const Comparator *
make_comparator (int kind)
{
  static Bytewise bytewise;
  switch (kind)
    {
    case 0:
      return &bytewise;
    case 1:
      return new Internal (&bytewise);
    default:
      return new Counting;
    }
}

/* The linear scan of a block (leveldb's Block::Iter::Seek): the first
   key not below TARGET.  */
SEEK_ATTRIBUTES int
seek (const Comparator *c, const char *const *keys, int n,
      const char *target)
{
  for (int i = 0; i < n; i++)
    if (c->compare (keys[i], target) >= 0)
      return i;
  return n;
}
