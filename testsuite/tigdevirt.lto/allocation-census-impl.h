// The other unit of allocation-census*_0.C, without herd ().
#include "allocation-census.h"
int looked;
int Bird::legs () const { return 2; }
int Dog::legs () const { return 4; }
void look_at (Animal *) { looked++; }
