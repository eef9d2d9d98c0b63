#include "global-types.h"

int observed;
Tri::Tri (int e) : extra (e) {}
int Tri::sides () const { return 3 + extra; }
int Quad::sides () const { return 4; }
void observe (Shape *) { observed++; }
void take (Shape **) {}
Shape *make_tri (int e) { return new Tri (e); }
Shape *shared_shape;
void setup_shared () { shared_shape = make_tri (4); }
