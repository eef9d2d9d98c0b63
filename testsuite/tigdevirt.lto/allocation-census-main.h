// The program of allocation-census*_0.C.
#include "allocation-census.h"

__attribute__ ((noinline)) int
watch (int n)
{
  Animal *a = new Bird;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      look_at (a);
      s += a->legs ();
    }
  delete a;
  return s;
}

int
main ()
{
  if (watch (10) != 20 || looked != 10 || herd () != 12)
    __builtin_abort ();
  return 0;
}
