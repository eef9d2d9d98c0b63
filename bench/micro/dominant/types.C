#include "types.h"
int Clamp::apply (int x) const { return x > 3 ? 3 : x; }
// Unsigned: the signed product overflows (undefined; GCC 13 alone and
// GCC 16 alone computed different sums from it).
int Noise::apply (int x) const { return (int) (((unsigned) x * 1103515245u + 12345u) & 7u); }
// 90% Scale, 5% Clamp, 5% Noise.
Filter *
make_filter (int i)
{
  if (i % 20 == 7) return new Clamp;
  if (i % 20 == 13) return new Noise;
  for (int j = 0; j < 1; j++) ;
  return new Scale (i % 5 + 1);
}
