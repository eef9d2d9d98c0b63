// Shared by global-types*_0.C: objects reached through global pointer
// variables, stored once and used after calls to code in another unit.
struct Shape
{
  virtual int sides () const = 0;
  virtual ~Shape () {}
};
struct Tri : Shape
{
  int extra;
  Tri (int e);
  int sides () const override;
};
struct Quad : Shape
{
  int sides () const override;
};

// In another unit.
void observe (Shape *);
void take (Shape **);
Shape *make_tri (int e);
// Defined and set in another unit; no code outside the link sees it.
extern Shape *shared_shape;
void setup_shared ();
extern int observed;
