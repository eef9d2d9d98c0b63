#include "speculation-copies-absorbed.h"

long table[64];

int
setup (const Shape *s, int x)
{
  int v = s->area (x) + s->side (x);
  for (int i = 0; i < 64; i++)
    table[i] = table[i] * 7 + v + i * x;
  for (int i = 1; i < 64; i++)
    table[i] ^= table[i - 1] >> 3;
  if (table[5] & 1)
    table[7] += v * 3;
  else
    table[9] -= v * 5;
  return v + (int) (table[x & 63] & 7);
}
