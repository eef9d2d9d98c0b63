// The other unit of allocation-types*_0.C: what the calls cross.
#include "allocation-types.h"

int observed;

Tri::Tri (int e) : extra (e) {}
int Tri::sides () const { return 3 + extra; }
int Quad::sides () const { return 4; }
int Tagged::tag () const { return 1; }
int Labelled::sides () const { return 5; }

void observe (Shape *) { observed++; }
void observe (Tagged *) { observed += 10; }

void
renew (Tri *p, int extra)
{
  p->Tri::~Tri ();
  new (p) Tri (extra);
}
