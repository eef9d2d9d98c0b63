#include "array-types.h"

int observed;
int Tri::sides () const { return 3; }
int Quad::sides () const { return 4; }
int Tagged::tag () const { return 1; }
int Labelled::sides () const { return 5; }
__attribute__ ((noinline)) unsigned opaque (unsigned x) { return x; }
void observe (Shape *) { observed++; }
int destroyed;
int Cell::value () const { return 1; }
Cell::~Cell () { destroyed += 1; }
int Plain::value () const { return 2; }
Plain::~Plain () { destroyed += 10; }
int Fancy::value () const { return 3; }
Fancy::~Fancy () { destroyed += 100; }
