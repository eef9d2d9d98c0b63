// Shared by allocation-types*_0.C: objects a new-expression makes, then
// handed to code in another unit before their virtual calls.
#include <new>

struct Shape
{
  virtual int sides () const = 0;
  virtual int scaled (int k) const { return 2 * k; }
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

// A class whose Shape base is not at offset 0.
struct Tagged
{
  virtual int tag () const;
  long payload = 7;
};

struct Labelled : Tagged, Shape
{
  int sides () const override;
};

// In another unit: what the calls cross.
void observe (Shape *);
void observe (Tagged *);
// Destroys *P and builds a Tri in its place: the same type, so the old
// pointer still reaches the new object ([basic.life]: transparently
// replaceable).
void renew (Tri *p, int extra);
extern int observed;
