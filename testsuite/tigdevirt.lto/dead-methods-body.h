// main of the dead-methods*_0.C programs.
#include <cstdio>
#include <typeinfo>
#include "dead-methods.h"

typedef int (Shape::*int_method) () const;
typedef long (Shape::*long_method) (int) const;

int
main (int argc, char **)
{
  long sum = 0;
  int_method p = &Shape::by_pointer;
  // Cast to another member-function type and back, as libraries that keep
  // heterogeneous tables of member pointers do.
  int_method q = reinterpret_cast<int_method> (&Shape::by_cast_pointer);
  for (int i = 0; i < 6; i++)
    {
      Shape *s = make_shape (i + argc - 1);
      sum += s->area ();
      sum += (s->*p) ();
      sum += (s->*reinterpret_cast<long_method> (q)) (i);
      if (typeid (*s) == typeid (Square))
	sum += static_cast<Square *> (s)->by_rtti ();
      if (Widget *w = dynamic_cast<Widget *> (s))
	sum += w->by_rtti ();
      sum += s->Shape::direct ();
      delete s;
    }
  Named *n = make_named ();
  std::printf ("%s ", n->name ());
  delete n;
  for (int i = 0; i < 2; i++)
    {
      Node *x = make_node (i + argc - 1);
      sum += x->weight ();
      delete x;
    }
  std::printf ("%ld %d\n", sum, trace);
  return 0;
}
