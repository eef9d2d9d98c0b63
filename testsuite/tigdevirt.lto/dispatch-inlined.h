// Shared declarations for dispatch-inlined_*.C: closed hierarchies whose
// complete lists are dispatched in bodies GCC inlines into other
// functions (a recursive evaluator, a helper of another unit inlined
// into two callers and kept out of line too), through a second base
// (thunks) and with a target that throws.
#include <stdexcept>
// Hidden by the header's own pragma (HIDDEN_BY_PRAGMA): -fvisibility=hidden
// alone does not close a root without a key function
// (docs/closed-hierarchies.md).
#ifdef HIDDEN_BY_PRAGMA
#pragma GCC visibility push(hidden)
#endif
struct Expr
{
  virtual ~Expr () {}
  virtual long eval () const = 0;
};
struct Lit : Expr
{
  long v;
  Lit (long x) : v (x) {}
  long eval () const override { return v; }
};
struct Add : Expr
{
  Expr *l, *r;
  Add (Expr *a, Expr *b) : l (a), r (b) {}
  long eval () const override { return l->eval () + r->eval (); }
};
// Throws for a negative product: the dispatched calls keep their
// exception edges.
struct Mul : Expr
{
  Expr *l, *r;
  Mul (Expr *a, Expr *b) : l (a), r (b) {}
  long eval () const override;
};
Expr *build (unsigned &seed, int depth);

// Reached through the second base: the slots hold this-adjusting thunks.
struct Tag { virtual ~Tag () {} virtual int tag () const = 0; };
struct Base { virtual ~Base () {} virtual int base () const { return 1; } };
struct Pair : Base, Tag { int tag () const override; };
struct Solo : Tag { int tag () const override; };
Tag *make_tag (int k);
int tag_of (const Tag *t);
#ifdef HIDDEN_BY_PRAGMA
#pragma GCC visibility pop
#endif
