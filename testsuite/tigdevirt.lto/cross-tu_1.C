#include <cstdio>
#include "hierarchy.h"

Animal::~Animal () {}
const char *Dog::sound () const { return "woof"; }

__attribute__ ((noinline)) int
describe (const Animal *a, char *buf)
{
  return sprintf (buf, "%s/%d", a->sound (), a->legs ());
}
