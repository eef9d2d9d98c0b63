// The members of field-escapes-kept.h.
#include "field-escapes-kept.h"

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

Open::Open () : s (new Ci) {}
int Open::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}

Empty::Empty () : s (nullptr) {}
int Empty::run (int n) const
{
  return s ? s->area (n) : -n;
}
