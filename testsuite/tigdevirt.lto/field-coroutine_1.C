#include "field-coroutine.h"

int S::step (int x) const { return x; }
S::~S () {}
int L::step (int x) const { return x + 1; }
int T::step (int x) const { return 3 * x; }

E::E () : s (new L) {}
E::~E () { delete s; }
Task
E::retarget ()
{
  delete s;
  s = new T;
  co_return;
}
__attribute__ ((noinline)) int
E::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}
