#include "field-binding.h"

int S::step (int) const { return 1; }
S::~S () {}
int L::step (int) const { return 2; }
int T::step (int) const { return 3; }

E::E () : s (new L) {}
E::~E () { delete s; }
__attribute__ ((noinline)) void
E::retarget ()
{
  auto &[p] = *this;
  delete p;
  p = new T;
}
__attribute__ ((noinline)) int
E::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

F::F () : s (new L) {}
F::~F () { delete s; }
__attribute__ ((noinline)) void
F::retarget (F &f)
{
  auto &[q] = f;
  delete q;
  q = new T;
}
__attribute__ ((noinline)) int
F::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}
