// The second translation unit of vcp-kinds*_*.C.
#include "vcp-kinds.h"
int tuning = 3;
Shape::~Shape () {}
int Shape::version () const { return 4; }
bool Shape::isCircle () const { return false; }
bool Shape::isOfType (Kind k) const { return k == KShape; }
int Shape::sides () const { return 0; }
Kind Shape::kind () const { return KShape; }
long Shape::scaled (int f) const { return -f; }
int Shape::area () const { return size; }
int Shape::tuned () const { return tuning; }
bool Circle::isCircle () const { return true; }
bool Circle::isOfType (Kind k) const { return k == KCircle; }
int Circle::sides () const { return 1; }
Kind Circle::kind () const { return KCircle; }
long Circle::scaled (int f) const { return 1000L * f; }
int Circle::area () const { return 3 * size * size; }
int Circle::tuned () const { return 2 * tuning; }
bool Square::isOfType (Kind k) const { return k == KSquare; }
int Square::sides () const { return 4; }
Kind Square::kind () const { return KSquare; }
long Square::scaled (int f) const { return 4L * f * f; }
int Tri::version () const { int v = 0; for (int i = 0; i < 4; i++) v++; return v; }
bool Tri::isOfType (Kind k) const { switch (k) { case KTri: return true; default: return false; } }
int Tri::sides () const { return 3; }
Kind Tri::kind () const { return KTri; }
long Tri::scaled (int f) const { return f > 10 ? 3 * f : 300 + f; }
Shape *
make_shape (int k, int size)
{
  Shape *s;
  switch (k % 5)
    {
    case 0: s = new Shape; break;
    case 1: s = new Circle; break;
    case 2: s = new Square; break;
    case 3: s = new Tri; break;
    default: s = new Box; break;
    }
  s->size = size;
  return s;
}
