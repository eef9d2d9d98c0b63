// Part of field-split_0.C's classes' members: their constructors.
#include "field-split.h"

int Linear::step (int x) const { return x + 1; }
int Quad::step (int x) const { return x * 2 % 1000; }
int Cube::step (int x) const { return x * x * x % 1000 + 3; }
Engine::Engine () : s (new Linear) {}
Engine::~Engine () { delete s; }
Duo::Duo () : s (new Linear) {}
Gap::Gap () : s (new Linear) {}
Leaky::Leaky () : s (new Linear) {}
Odd::Odd () : s (new Linear) {}
const void *kept;
void keep (const void *p) { kept = p; }
