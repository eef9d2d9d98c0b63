// The program of field-member-pointer*.
#include "field-member-pointer.h"
#include <cstdio>

int
main ()
{
  E e;
  F f;
  int a = e.run (10) + f.run (10);
  e.swap_in ();
  f.swap_in ();
  printf ("%d %d %d\n", a, e.run (10), f.run (10));
  return 0;
}
