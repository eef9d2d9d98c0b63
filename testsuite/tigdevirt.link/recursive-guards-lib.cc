#include "recursive-guards.h"

basic::~basic () {}
int basic::eval () const { return 1; }

struct leaf : basic
{
  int v;
  explicit leaf (int x) : v (x) {}
  int eval () const override { return v; }
};

__attribute__ ((noipa)) basic *
make_leaf (int x)
{
  return new leaf (x);
}
