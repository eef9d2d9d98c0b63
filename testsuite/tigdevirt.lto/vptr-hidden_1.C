#include <new>
#include "vptr-hidden.h"

int Node::get (int i) const { return i + v; }
Node *Node::clone (void *mem) const { return new (mem) Node (*this); }
Node::~Node () {}
int Leaf::get (int i) const { return 3 * i + v; }
Node *Leaf::clone (void *mem) const { return new (mem) Leaf (*this); }
int Body::get (int i) const { return anchor.c[0] + i; }
Node *Body::clone (void *mem) const { return new (mem) Body (*this); }

static const Pair table[2] = { { { 10, 11, 12, 13, 14, 15 } },
			       { { 20, 21, 22, 23, 24, 25 } } };

__attribute__ ((noinline)) void
set_anchor (Body *b, int k)
{
  b->anchor = table[k & 1];
}

__attribute__ ((noinline)) Node *
make (int kind)
{
  if (kind == 2)
    return new Body;
  if (kind == 1)
    return new Leaf;
  return new Node;
}
