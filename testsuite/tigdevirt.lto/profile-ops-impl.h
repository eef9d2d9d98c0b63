// The implementations and the factory of profile-ops.h, for the second
// translation unit of the profile tests.
#include "profile-ops.h"
long Add::apply (long x) const { return x + 3; }
long Mul::apply (long x) const { return x * 3; }
long Xor::apply (long x) const { return x ^ 3; }
long Neg::apply (long x) const { return -x; }
Op *
make_op (int kind)
{
  switch (kind)
    {
    case 0: return new Add;
    case 1: return new Mul;
    case 2: return new Xor;
    default: return new Neg;
    }
}
