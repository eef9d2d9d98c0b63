#include <new>

namespace {

struct Op
{
  virtual int apply (int) const = 0;
  virtual ~Op () {}
};
struct Add final : Op { int apply (int x) const override { return x + 2; } };
struct Mul final : Op { int apply (int x) const override { return x * 3; } };

__attribute__ ((noinline)) void
rebuild (Op *p)
{
  p->~Op ();
  new (p) Mul;
}

} // anon namespace

int
run_placed (int k)
{
  Op *p = new Add;
  int a = p->apply (k);
  if (k > 0)
    rebuild (p);
  int b = p->apply (k);
  delete p;
  return a * 100 + b;
}
