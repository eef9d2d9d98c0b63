#include "placement-types.h"

int observed;
Linear::Linear (int k) : k (k) {}
int Linear::read (int x) const { return x + k; }
int Square::read (int x) const { return x * x; }
void observe (Gauge *) { observed++; }
Gauge *
rebuild (Gauge *p)
{
  p->~Gauge ();
  return new (p) Square;
}
