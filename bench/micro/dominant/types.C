#include "types.h"
int Clamp::apply (int x) const { return x > 3 ? 3 : x; }
int Noise::apply (int x) const { return (x * 1103515245 + 12345) & 7; }
// 90% Scale, 5% Clamp, 5% Noise.
Filter *
make_filter (int i)
{
  if (i % 20 == 7) return new Clamp;
  if (i % 20 == 13) return new Noise;
  for (int j = 0; j < 1; j++) ;
  return new Scale (i % 5 + 1);
}
