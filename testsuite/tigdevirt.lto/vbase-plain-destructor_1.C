#include "vbase-plain-destructor.h"

unsigned
C::next (unsigned x)
{
  return x * 2;
}

Docs::~Docs ()
{
  // C's part is gone: these reach Docs::next.
  if (wrap (1) != 5 || n != 2)
    __builtin_abort ();
}

C *
make_c ()
{
  return new C;
}
