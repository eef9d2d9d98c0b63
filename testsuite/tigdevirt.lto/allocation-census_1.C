#include "allocation-census-impl.h"
// Dogs come from new-expressions only.
int
herd ()
{
  int n = 0;
  for (int i = 0; i < 3; i++)
    {
      Animal *d = new Dog;
      n += d->legs ();
      delete d;
    }
  return n;
}
