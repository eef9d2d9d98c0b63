// The second translation unit of undefined-override*_*.C.
#include "undefined-override.h"
Greeter::~Greeter () {}
int Greeter::greet (int x) const { return x + 1; }
int Hello::greet (int x) const { return x * 2; }
void Never::key () {}
Greeter *
make_greeter (int k)
{
  return k ? new Hello : new Greeter;
}
