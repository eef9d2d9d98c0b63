#include "factory-types.h"

int observed;

int Tri::sides () const { return 3; }
int Quad::sides () const { return 4; }
int Tagged::tag () const { return 1; }
int Labelled::sides () const { return 5; }

void observe (Shape *) { observed++; }

__attribute__ ((noinline)) Shape *make_tri () { return new Tri; }
__attribute__ ((noinline)) Shape *
make_again ()
{
  Shape *s = make_tri ();
  observe (s);
  return s;
}
__attribute__ ((noinline)) Shape *make_labelled () { return new Labelled; }
__attribute__ ((noinline)) Shape *make_quad () { return new Quad; }
__attribute__ ((noinline)) Shape *
pick (int x)
{
  if (x & 1)
    return new Tri;
  return new Quad;
}
__attribute__ ((noinline, weak)) Shape *overridden () { return new Tri; }
