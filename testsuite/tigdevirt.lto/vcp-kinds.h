// Shared declarations for vcp-kinds*_*.C: a hierarchy whose methods are
// functions of their arguments only (virtual constant propagation's
// food), and two that are not.
enum Kind { KShape, KCircle, KSquare, KTri };
struct Shape
{
  virtual ~Shape ();
  virtual int version () const;		// 4 everywhere: uniform return
  virtual bool isCircle () const;	// true for Circle only: unique return
  virtual bool isOfType (Kind k) const;	// one bit per argument
  virtual int sides () const;		// an int per class
  virtual Kind kind () const;		// an enum per class
  virtual long scaled (int f) const;	// an int per class and argument
  virtual int area () const;		// reads a field: left alone
  virtual int tuned () const;		// reads a global: left alone
  int size;
};
struct Circle : Shape
{
  bool isCircle () const override;
  bool isOfType (Kind k) const override;
  int sides () const override;
  Kind kind () const override;
  long scaled (int f) const override;
  int area () const override;
  int tuned () const override;
};
struct Square : Shape
{
  bool isOfType (Kind k) const override;
  int sides () const override;
  Kind kind () const override;
  long scaled (int f) const override;
};
struct Tri : Shape
{
  int version () const override;
  bool isOfType (Kind k) const override;
  int sides () const override;
  Kind kind () const override;
  long scaled (int f) const override;
};
// Inherits every method of Square: its own vtable, Square's values.
struct Box : Square {};
Shape *make_shape (int k, int size);
extern int tuning;
