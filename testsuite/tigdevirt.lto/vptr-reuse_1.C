#include <new>
#include "vptr-reuse.h"

int Shape::f (int i) { return i + x; }
int Shape::g (int i) { return 2 * i; }
Shape::~Shape () {}
int Square::f (int i) { return 3 * i + x; }
int Square::g (int i) { return 4 * i; }
int Circle::f (int i) { return 5 * i; }
int Circle::g (int i) { return 6 * i; }

static volatile int sink;

__attribute__ ((noinline)) int
opaque (int s)
{
  sink = s;
  return s & 1;
}

__attribute__ ((noinline)) int
rebuild (Shape *p)
{
  p->~Shape ();
  new (p) Circle;
  return 0;
}

__attribute__ ((noinline)) Shape *
make (int kind)
{
  if (kind == 2)
    return new Circle;
  if (kind == 1)
    return new Square;
  return new Shape;
}
