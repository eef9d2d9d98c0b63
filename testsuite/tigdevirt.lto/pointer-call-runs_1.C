// The second translation unit of pointer-call-runs_*.C: the methods, and
// the functions main calls through pointers.
#include "pointer-call-runs.h"
int Square::area (int k) const { return s * s + k; }
int Square::edges (int k) const { return 4 + k; }
int Rect::area (int k) const { return w * h - k; }
int Rect::edges (int k) const { return 4 - k; }
int Tri::area (int k) const { return 3 * k + 1; }
int Tri::edges (int k) const { return 3 * k; }

__attribute__ ((noinline)) int
setup_one (Shape *s, int i)
{
  return s->edges (i);
}

__attribute__ ((noinline)) int
work (Shape *s, int i)
{
  return s->area (i);
}

__attribute__ ((noinline)) long
rare (Shape *, long i)
{
  return i * 7;
}
