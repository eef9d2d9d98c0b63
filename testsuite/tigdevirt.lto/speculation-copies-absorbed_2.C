#include "speculation-copies-absorbed.h"

int
build (const Shape *s, int x)
{
  return setup (s, x) + 1;
}
