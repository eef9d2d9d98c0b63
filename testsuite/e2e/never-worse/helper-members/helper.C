#include "types.h"
int call_f (const Base &b, int x) { return b.f (x); }
int D1::f (int x) const { return x + k; }
int D2::f (int x) const { return x * k; }
int D3::f (int x) const { return x - 1; }
Base *
make (int i)
{
  if (i)
    return new D3;
  D1 *d = new D1;
  d->k = 2;
  return d;
}
