#include "hierarchy.h"

const char *Bird::sound () const { return "tweet"; }
int Bird::legs () const { return 2; }

Animal *
make_animal (int kind)
{
  if (kind == 1)
    return new Bird;
  return new Dog;
}
