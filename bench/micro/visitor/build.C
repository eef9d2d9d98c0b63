#include "ast.h"
Node *
build (unsigned &seed, int depth)
{
  seed = seed * 1103515245u + 12345u;
  unsigned r = (seed >> 16) % 8;
  if (depth == 0 || r < 2)
    return new Lit ((seed >> 8) % 10);
  if (r < 6)
    return new Add (build (seed, depth - 1), build (seed, depth - 1));
  return new Mul (build (seed, depth - 1), build (seed, depth - 1));
}
namespace {
struct Counter : Visitor
{
  long n = 0;
  void visit_lit (const Lit &) override { n++; }
  void visit_add (const Add &a) override { n++; a.l->accept (*this); a.r->accept (*this); }
  void visit_mul (const Mul &m) override { n++; m.l->accept (*this); m.r->accept (*this); }
};
}
long
count_nodes (const Node &n)
{
  Counter c;
  n.accept (c);
  return c.n;
}
