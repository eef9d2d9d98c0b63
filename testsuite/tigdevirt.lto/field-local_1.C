// The members of field-local.h.
#include "field-local.h"

int Step::step (int x) const { return x; }
Step::~Step () {}
int Lin::step (int x) const { return x + 1; }
int Quad::step (int x) const { return x * x; }
int Cube::step (int x) const { return x * x * x; }
void reseat (Step **where) { *where = new Cube; }
