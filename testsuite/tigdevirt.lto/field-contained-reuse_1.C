#include <cstdio>
#include <cstdlib>
#include <new>
#include "field-contained-reuse.h"

int Step::step (int x) const { return -x; }
int Step::size () const { return 0; }
Step::~Step () {}
Step *Step::make_at (void *mem) const { return new (mem) Quad; }
int
remake ()
{
  alignas (Quad) unsigned char buf[sizeof (Quad)];
  Lin l;
  Step *q = l.make_at (buf);
  int r = q->size ();
  q->~Step ();
  return r;
}
int Lin::step (int x) const { return x + 1; }
int Lin::size () const { return 1; }
int Quad::step (int x) const { return x * x; }
int Quad::size () const { return 2; }
