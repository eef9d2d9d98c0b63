#include "types.h"
// Out of line on purpose: each stands for a row solver too large for
// GCC's inliner (Bullet's are).
__attribute__ ((noinline)) static float
row_scalar (float *r, const float *b, int n)
{
  float e = 0;
  for (int i = 0; i < n; i++)
    {
      float d = b[i] - r[i] * 0.5f;
      r[i] += d * 0.25f;
      e += d * d;
    }
  return e;
}
__attribute__ ((noinline)) static float
row_wide (float *r, const float *b, int n)
{
  float e = 0;
  for (int i = 0; i + 1 < n; i += 2)
    {
      float d0 = b[i] - r[i] * 0.5f, d1 = b[i + 1] - r[i + 1] * 0.5f;
      r[i] += d0 * 0.25f;
      r[i + 1] += d1 * 0.25f;
      e += d0 * d0 + d1 * d1;
    }
  return e;
}
Solver::Solver (int features) : row (features & 1 ? row_wide : row_scalar) {}
