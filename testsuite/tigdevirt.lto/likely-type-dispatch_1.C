#include "likely-type-dispatch.h"
#include <new>
int D1::f (int x) const { return x + 1; }
int D1::g (int x) const { return x + 10; }
int D2::f (int x) const { return x * 3; }
int D2::g (int x) const { return x * 30; }
int D3::f (int x) const { return x * 5; }
int D3::g (int x) const { return x * 50; }
// Returns a D2 on every path: the caller's first call is D2's.
__attribute__ ((noinline)) B *
make_d2 (int k)
{
  return k < 0 ? new D2 : new D2;
}
B *
make_any (int k)
{
  switch (k % 3)
    {
    case 0: return new D1;
    case 1: return new D2;
    default: return new D3;
    }
}
// An object built in reused storage: the C++ lifetime rule is then not
// applied to what make_d2 returns once other code has run (docs/type-flow.md).
alignas (D1) static unsigned char arena[sizeof (D1)];
B *
make_in_place ()
{
  return new (arena) D1;
}
