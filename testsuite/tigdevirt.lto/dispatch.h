// Shared declarations for dispatch_*.C: closed hierarchies (hidden
// visibility) whose calls have complete lists of 2 to 4 targets.  Hidden
// by the header's own pragma where HIDDEN_BY_PRAGMA is defined:
// -fvisibility=hidden alone does not close a root without a key function,
// as another library could hold its own copy
// (docs/closed-hierarchies.md).
#ifdef HIDDEN_BY_PRAGMA
#pragma GCC visibility push(hidden)
#endif
struct Shape
{
  virtual ~Shape () {}
  virtual int area () const = 0;
};
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override; };
struct Rect : Shape { int w; Rect (int x) : w (x) {} int area () const override; };
struct Tri : Shape { int b; Tri (int x) : b (x) {} int area () const override; };

// Called through the second base: the slots hold this-adjusting thunks.
struct Named { virtual ~Named () {} virtual const char *name () const = 0; };
struct Circle : Shape, Named
{
  int r;
  Circle (int x) : r (x) {}
  int area () const override;
  const char *name () const override;
};
struct Label : Named { const char *name () const override; };

// Virtual inheritance: construction vtables, and a call made while the
// object is being built, whose list holds the base's method too.
struct Node
{
  int id;
  Node (int i);
  virtual ~Node () {}
  virtual int weight () const;
  int describe () const;
};
struct Left : virtual Node { Left (int i) : Node (i) {} int weight () const override; };
struct Right : virtual Node { Right (int i) : Node (i) {} };
struct Both : Left, Right { Both (int i) : Node (i), Left (i), Right (i) {} int weight () const override; };

Shape *make_shape (int k, int x);
Named *make_named (int k);
Node *make_node (int k, int i);
#ifdef HIDDEN_BY_PRAGMA
#pragma GCC visibility pop
#endif
