// Shared declarations for soundness-rta_*.C.
struct Node
{
  Node ();
  virtual ~Node ();
  virtual const char *kind () const;
  void announce (const char *when) const;	// calls kind ()
};
struct Leaf : Node
{
  Leaf ();
  ~Leaf () override;
  const char *kind () const override;
};
struct Shape
{
  Shape ();
  virtual ~Shape ();
  virtual int sides () const = 0;
  virtual const char *tag () const;
  void show () const;				// calls tag ()
};
struct Square : Shape
{
  int sides () const override;
  const char *tag () const override;
};
// Only ever a base: its constructor installs its vtable and calls nothing.
struct Quiet
{
  Quiet ();
  virtual ~Quiet ();
  virtual int level () const;
};
struct Loud : Quiet
{
  int level () const override;
};
Node *make_leaf ();
Shape *make_square ();
Quiet *make_loud ();
const char *kind_of (const Node *n);
int level_of (const Quiet *q);
