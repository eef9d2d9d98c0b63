#include "allocation-census-impl.h"
#include <vector>
// Dogs built in a vector's storage (its allocator's placement new).
int
herd ()
{
  std::vector<Dog> v (3);
  int n = 0;
  for (const Dog &d : v)
    n += d.legs ();
  return n;
}
