// The seed pattern of the virtual constant propagation proposal.
enum Kind { KBase, KDerived, KOther, KMore };
struct Base
{
  virtual ~Base () {}
  virtual bool isDerived () const { return false; }
  virtual bool isOfType (Kind k) const { return k == KBase; }
};
struct Derived : Base
{
  bool isDerived () const override { return true; }
  bool isOfType (Kind k) const override { return k == KDerived; }
};
struct Other : Base
{
  bool isOfType (Kind k) const override { return k == KOther; }
};
struct More : Derived
{
  bool isOfType (Kind k) const override { return k == KMore; }
};
Base *make (int i);
