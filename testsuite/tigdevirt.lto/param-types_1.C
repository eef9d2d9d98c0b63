#include "param-types.h"
int Tri::sides () const { return 3; }
int Quad::sides () const { return 4; }
int quads () { Quad q; const Shape &s = q; return s.sides (); }
