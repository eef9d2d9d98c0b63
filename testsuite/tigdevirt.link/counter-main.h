// The program of the non-lto-derived tests.
#include <cstdio>
#include "counter.h"
__attribute__ ((noinline)) int
count (const Counter *c, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    total += c->step ();
  return total;
}
int
main ()
{
  Counter *one = new Counter;
  Counter *two = make_twice ();
  printf ("%d %d\n", count (one, 5), count (two, 5));
  delete one;
  delete two;
  return 0;
}
