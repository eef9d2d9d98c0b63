#include "likely-type.h"
D1::D1 (int k) : k (k) {}
int D1::f (int x) const { return x + k; }
int D2::f (int x) const { return x * 3; }
int D3::f (int x) const { return x * 5; }
B *
make_other (int kind)
{
  switch (kind)
    {
    case 0: return new D2;
    case 1: return new D2a;
    case 2: return new D2b;
    case 3: return new D2c;
    default: return new D3;
    }
}
// Code GCC does not see into: the object's type is only likely after it.
__attribute__ ((noipa)) void sink (B *) {}
