// Compiled without -flto: the link-time analysis never sees Twice.
#include "counter.h"
struct Twice : Counter
{
  int step () const override { return 2; }
};
Counter *make_twice () { return new Twice; }
