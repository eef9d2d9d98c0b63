// The methods and factories of dead-methods.h (the second unit of each
// dead-methods*_0.C program).
#include <cstdio>
#include "dead-methods.h"

int trace;

Shape::Shape () {}
Shape::~Shape () {}
int Shape::area () const { return 1; }
int Shape::by_pointer () const { return 2; }
long Shape::by_cast_pointer (int k) const { return 3 * k; }
int Shape::in_cdtor () const { return 4; }
int Shape::by_rtti () const { return 5; }
__attribute__ ((noinline)) int Shape::direct () const { return 6; }
int Shape::never () const { std::puts ("never called"); return 7; }

// A polymorphic call made while Square is built and destroyed.
__attribute__ ((noinline)) int
call_in_cdtor (const Shape *s)
{
  return s->in_cdtor ();
}
Square::Square (int s) : side (s) { trace += call_in_cdtor (this); }
Square::~Square () { trace += 10 * call_in_cdtor (this); }
int Square::area () const { return side * side; }

Named::~Named () {}
const char *Named::name () const { return "named"; }
int Widget::area () const { return 100; }
const char *Widget::name () const { return "widget"; }

Node::~Node () {}
int Node::weight () const { return 1000; }
int Node::spare () const { return 2000; }
int Left::weight () const { return 3000; }

Shape *
make_shape (int i)
{
  switch (i % 3)
    {
    case 0: return new Shape;
    case 1: return new Square (i);
    default: return new Widget;
    }
}

Named *make_named () { return new Widget; }
Node *make_node (int i) { return i & 1 ? (Node *) new Diamond : new Node; }
