#include "types.h"
Base *
make (int i)
{
  switch (i % 4)
    {
    case 0: return new Base;
    case 1: return new Derived;
    case 2: return new Other;
    default: return new More;
    }
}
