#include <cstdio>
#include "soundness.h"

int value_of (const Base *b) { return b->value (); }
void trace (const char *what) { puts (what); }
const char *describe (const Base *b) { return b ? b->name () : "none"; }
Base::Base () {}
Base::~Base () {}
const char *Base::name () const { return "Base"; }
Mid::Mid () {}
Mid::~Mid () {}
const char *Mid::name () const { return "Mid"; }
const char *Leaf::name () const { return "Leaf"; }
