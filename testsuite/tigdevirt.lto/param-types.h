// Shared by param-types_0.C and its other unit.
struct Shape
{
  virtual int sides () const = 0;
  virtual ~Shape () {}
};
struct Tri : Shape { int sides () const override; };
struct Quad : Shape { int sides () const override; };
int quads ();
