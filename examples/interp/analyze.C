// Visitors over the tree.  Both live in an anonymous namespace: no other
// translation unit can derive from them.
#include "expr.h"

namespace {

struct LeafCounter final : Visitor
{
  int leaves = 0;
  void visit (const Num &) override { leaves++; }
  void visit (const Var &) override { leaves++; }
  void visit (const Add &a) override { a.lhs->accept (*this); a.rhs->accept (*this); }
  void visit (const Mul &m) override { m.lhs->accept (*this); m.rhs->accept (*this); }
  void visit (const Neg &n) override { n.inner->accept (*this); }
};

struct Folder : Visitor
{
  explicit Folder (const int64_t *env) : env (env) {}
  const int64_t *env;
  int64_t result = 0;
  void visit (const Num &n) override { result = n.value; }
  void visit (const Var &v) override { result = env[v.index]; }
  void visit (const Add &a) override
  {
    a.lhs->accept (*this);
    int64_t l = result;
    a.rhs->accept (*this);
    result += l;
  }
  void visit (const Mul &m) override
  {
    m.lhs->accept (*this);
    int64_t l = result;
    m.rhs->accept (*this);
    result = result * l % 1000003;
  }
  void visit (const Neg &n) override { n.inner->accept (*this); result = -result; }
};

} // anon namespace

int
count_leaves (const Expr &e)
{
  LeafCounter c;
  e.accept (c);
  return c.leaves;
}

int64_t
fold (const Expr &e, const int64_t *env)
{
  Folder f (env);
  e.accept (f);
  return f.result;
}
