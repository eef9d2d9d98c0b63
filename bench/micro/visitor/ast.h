// A small AST interpreter: eval() per node kind and a visitor.
struct Visitor;
struct Node
{
  virtual ~Node () {}
  virtual long eval () const = 0;
  virtual void accept (Visitor &v) const = 0;
};
struct Lit;
struct Add;
struct Mul;
struct Visitor
{
  virtual ~Visitor () {}
  virtual void visit_lit (const Lit &) = 0;
  virtual void visit_add (const Add &) = 0;
  virtual void visit_mul (const Mul &) = 0;
};
struct Lit : Node
{
  long v;
  Lit (long v) : v (v) {}
  long eval () const override { return v; }
  void accept (Visitor &vis) const override { vis.visit_lit (*this); }
};
struct Add : Node
{
  Node *l, *r;
  Add (Node *l, Node *r) : l (l), r (r) {}
  long eval () const override { return l->eval () + r->eval (); }
  void accept (Visitor &vis) const override { vis.visit_add (*this); }
};
struct Mul : Node
{
  Node *l, *r;
  Mul (Node *l, Node *r) : l (l), r (r) {}
  long eval () const override { return l->eval () * r->eval () % 1009; }
  void accept (Visitor &vis) const override { vis.visit_mul (*this); }
};
Node *build (unsigned &seed, int depth);
long count_nodes (const Node &n);
