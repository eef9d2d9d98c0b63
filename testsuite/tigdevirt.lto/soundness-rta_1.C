#include <cstdio>
#include "soundness-rta.h"
Node::Node () { announce ("built"); }
Node::~Node () { announce ("destroyed"); }
const char *Node::kind () const { return "node"; }
void Node::announce (const char *when) const { printf ("%s %s\n", kind (), when); }
Leaf::Leaf () { announce ("built"); }
Leaf::~Leaf () { announce ("destroyed"); }
const char *Leaf::kind () const { return "leaf"; }
Shape::Shape () { show (); }
Shape::~Shape () {}
const char *Shape::tag () const { return "shape"; }
void Shape::show () const { printf ("showing %s\n", tag ()); }
int Square::sides () const { return 4; }
const char *Square::tag () const { return "square"; }
Quiet::Quiet () {}
Quiet::~Quiet () {}
int Quiet::level () const { return 1; }
int Loud::level () const { return 11; }
