#include "field-member-pointer.h"

int S::step (int) const { return 1; }
S::~S () {}
int L::step (int) const { return 2; }
int T::step (int) const { return 3; }

E::E () : s (new L) {}
E::~E () { delete s; }
__attribute__ ((noinline)) void
E::swap_in ()
{
  S *E::*pm = &E::s;
  delete (this->*pm);
  this->*pm = new T;
}
__attribute__ ((noinline)) int
E::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

S *F::*F::slot = &F::s;
F::F () : pad (0), s (new L) {}
F::~F () { delete s; }
__attribute__ ((noinline)) void
F::swap_in ()
{
  delete (this->*slot);
  this->*slot = new T;
}
__attribute__ ((noinline)) int
F::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i) + pad;
  return a;
}
