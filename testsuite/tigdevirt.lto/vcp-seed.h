// The pattern of Collingbourne's virtual constant propagation proposal,
// for vcp-seed*_*.C: type tests that are functions of the class alone.
enum Type { kBase, kDerived, kOther };
struct Base
{
  virtual ~Base ();
  virtual bool isDerived () const;
  virtual bool isOfType (Type t) const;
};
struct Derived : Base
{
  bool isDerived () const override;
  bool isOfType (Type t) const override;
};
struct Other : Base
{
  bool isOfType (Type t) const override;
};
Base *make (int i);
