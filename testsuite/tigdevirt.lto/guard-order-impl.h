// Shared by guard-order_1.C and guard-order-gcc_1.C: the classes' bodies
// and the factory.
#include "guard-order.h"
int Common::cost (int n) const { return n + 1; }
int Rare::cost (int n) const { return n * 2; }
int Odd::cost (int n) const { return n - 3; }
Job *
make_job (int kind)
{
  switch (kind)
    {
    case 0: return new Common;
    case 1: return new Common2;
    case 2: return new Common3;
    case 3: return new Common4;
    case 4: return new Rare;
    case 5: return new Rare2;
    default: return new Odd;
    }
}
