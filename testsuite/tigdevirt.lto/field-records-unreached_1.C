// The members of field-records-unreached.h.
#include "field-records-unreached.h"

int Shape::area (int x) const { return x; }
Shape::~Shape () {}
int Sq::area (int x) const { return x * x; }
int Ci::area (int x) const { return 3 * x * x; }

Keeper::Keeper () : s (new Sq) {}
Keeper::~Keeper () { delete s; }
int Keeper::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}
