#include <new>
#include "destructors.h"
unsigned long log_sum;
Shape *
make_shape (int kind)
{
  if (kind == 1)
    return new Tri;
  if (kind == 2)
    return new Quad;
  return new Shape;
}
Shape *
place_shape (void *buf, int kind)
{
  if (kind == 1)
    return new (buf) Tri;
  if (kind == 2)
    return new (buf) Quad;
  return new (buf) Shape;
}
