#include "anonymous-classes.h"

namespace {

struct Impl final : Shape
{
  int area (int x) const override { return x + 1; }
};

class Holder
{
  Shape *s;
public:
  Holder ();
  ~Holder ();
  int run (int) const;
};

Holder::Holder () : s (new Impl) {}
Holder::~Holder () { delete s; }

__attribute__ ((noinline)) int
Holder::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->area (i);
  return a;
}

/* A hierarchy local to this unit, closed: the rule holds by default.  */
struct Op
{
  virtual int apply (int) const = 0;
  virtual ~Op () {}
};
struct Add final : Op { int apply (int x) const override { return x + 2; } };
struct Mul final : Op { int apply (int x) const override { return x * 3; } };

class Calc
{
  Op *op;
public:
  Calc () : op (new Add) {}
  ~Calc () { delete op; }
  int run (int) const;
};

__attribute__ ((noinline)) int
Calc::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += op->apply (i);
  return a;
}

__attribute__ ((noinline)) int
use (const Op *o)
{
  return o->apply (5);
}

} // anon namespace

Shape *make_first () { return new Impl; }
int run_first (int n) { Holder h; return h.run (n); }
int
calc_first (int n)
{
  Calc c;
  Op *m = new Mul;
  int r = c.run (n) - use (m) + 15;
  delete m;
  return r;
}
