#include "field-types-icf.h"
int S::step (int x) const { return x; }
int L::step (int x) const { return x + 1; }
int T::step (int x) const { return x * 2; }
E1::E1 () : s (new L) {}
E2::E2 () : s (new T) {}
__attribute__ ((noinline)) int
E1::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}
__attribute__ ((noinline)) int
E2::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}
