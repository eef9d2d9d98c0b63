// A tiny expression language: the bundled example for ./scripts/demo.
// Spread over several translation units so that only link-time analysis
// sees the whole class hierarchy.
#ifndef EXPR_H
#define EXPR_H

#include <cstdint>
#include <memory>
#include <vector>

struct Num;
struct Var;
struct Add;
struct Mul;
struct Neg;

// Double dispatch over the node kinds.
struct Visitor
{
  virtual ~Visitor () = default;
  virtual void visit (const Num &) = 0;
  virtual void visit (const Var &) = 0;
  virtual void visit (const Add &) = 0;
  virtual void visit (const Mul &) = 0;
  virtual void visit (const Neg &) = 0;
};

struct Expr
{
  virtual ~Expr () = default;
  virtual int64_t eval (const int64_t *env) const = 0;
  virtual void accept (Visitor &v) const = 0;
  virtual bool is_leaf () const { return false; }
  virtual int arity () const = 0;
};

struct Num final : Expr
{
  explicit Num (int64_t v) : value (v) {}
  int64_t eval (const int64_t *) const override { return value; }
  void accept (Visitor &v) const override { v.visit (*this); }
  bool is_leaf () const override { return true; }
  int arity () const override { return 0; }
  int64_t value;
};

struct Var : Expr
{
  explicit Var (int i) : index (i) {}
  int64_t eval (const int64_t *env) const override;
  void accept (Visitor &v) const override { v.visit (*this); }
  bool is_leaf () const override { return true; }
  int arity () const override { return 0; }
  int index;
};

struct Binary : Expr
{
  Binary (Expr *l, Expr *r) : lhs (l), rhs (r) {}
  ~Binary () override { delete lhs; delete rhs; }
  int arity () const override { return 2; }
  Expr *lhs, *rhs;
};

struct Add : Binary
{
  using Binary::Binary;
  int64_t eval (const int64_t *env) const override;
  void accept (Visitor &v) const override { v.visit (*this); }
};

struct Mul : Binary
{
  using Binary::Binary;
  int64_t eval (const int64_t *env) const override;
  void accept (Visitor &v) const override { v.visit (*this); }
};

struct Neg : Expr
{
  explicit Neg (Expr *e) : inner (e) {}
  ~Neg () override { delete inner; }
  int64_t eval (const int64_t *env) const override;
  void accept (Visitor &v) const override { v.visit (*this); }
  int arity () const override { return 1; }
  Expr *inner;
};

// parse.C
Expr *random_expr (unsigned &seed, int depth, int nvars);
// analyze.C
int count_leaves (const Expr &e);
int64_t fold (const Expr &e, const int64_t *env);

#endif
