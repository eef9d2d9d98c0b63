// The second translation unit of dispatch_*.C and vptr-guard_*.C.
#include "dispatch.h"
int Square::area () const { return s * s; }
int Rect::area () const { return 2 * w; }
int Tri::area () const { return b / 2; }
int Circle::area () const { return 3 * r * r; }
const char *Circle::name () const { return "circle"; }
const char *Label::name () const { return "label"; }
Node::Node (int i) : id (i) { describe (); }
int Node::weight () const { return id; }
int Left::weight () const { return 10 * id; }
int Both::weight () const { return 100 * id; }

Shape *
make_shape (int k, int x)
{
  switch (k % 4)
    {
    case 0: return new Square (x);
    case 1: return new Rect (x);
    case 2: return new Tri (x);
    default: return new Circle (x);
    }
}

Named *
make_named (int k)
{
  if (k % 2)
    return new Label;
  return new Circle (k);
}

Node *
make_node (int k, int i)
{
  switch (k % 4)
    {
    case 0: return new Node (i);
    case 1: return new Left (i);
    case 2: return new Right (i);
    default: return new Both (i);
    }
}
