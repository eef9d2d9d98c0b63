#include "types.h"
int Strategy::step (int x) const { return x; }
Strategy::~Strategy () {}
int Linear::step (int x) const { return x + 1; }
int Twice::step (int x) const { return 2 * x; }
Twice *other_strategy () { return new Twice; }
