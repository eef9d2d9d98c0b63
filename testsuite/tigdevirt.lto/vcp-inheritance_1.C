#include "vcp-inheritance.h"
int Named::id () const { return 1; }
int Printable::pages (int copies) const { return copies; }
int Doc::id () const { return 2; }
int Doc::pages (int copies) const { return 10 * copies; }
int Note::pages (int copies) const { return 2 * copies; }
int Node::weight (int scale) const { return scale; }
int Left::weight (int scale) const { return 3 * scale; }
int Both::weight (int scale) const { return 5 * scale; }
Printable *
make_printable (int i)
{
  switch (i % 3)
    {
    case 0: return new Printable;
    case 1: return new Doc;
    default: return new Note;
    }
}
Node *
make_node (int i)
{
  switch (i % 4)
    {
    case 0: return new Node;
    case 1: return new Left;
    case 2: return new Right;
    default: return new Both;
    }
}
