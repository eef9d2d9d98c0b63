#include "closed-hidden-wp.h"
// noipa: the closed hierarchy, not what this factory returns
// (allocation-types.h), decides the calls on its objects.
__attribute__ ((noipa)) Shape *
make_shape (int k)
{
  if (k % 3 == 0)
    return new Tri (k, 4);
  return new Sq (k);
}
