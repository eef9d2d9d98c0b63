// The members of field-bit-cast.h.
#include "field-bit-cast.h"

int S::step (int x) const { return x; }
S::~S () {}
int L::step (int x) const { return x + 10; }
int T::step (int x) const { return x + 100; }
E::E () : s (new L) {}
int E::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->step (i);
  return t;
}
