// Classes for vptr-hidden*_0.C: clone () builds a copy with placement new
// in storage it received (it may change types, and its address is in
// the vtables); set_anchor () stores to a field that holds no vptr
// through a pointer to a polymorphic class (it changes no type).
struct Pair
{
  int c[6];
};
struct Node
{
  virtual int get (int) const;
  virtual Node *clone (void *mem) const;
  virtual ~Node ();
  int v = 1;
};
struct Leaf : Node
{
  int get (int) const override;
  Node *clone (void *mem) const override;
};
struct Body : Node
{
  int get (int) const override;
  Node *clone (void *mem) const override;
  Pair anchor = {};
};
Node *make (int kind);
void set_anchor (Body *b, int k);
