#include <cstdio>
#include "soundness.h"

static char buf[64];

void trace (const char *what) { puts (what); }

__attribute__ ((noinline)) const char *
describe (const Base *b)
{
  if (!b)
    return "none";
  snprintf (buf, sizeof buf, "%s %d", b->name (), b->value ());
  return buf;
}

Base::Base () { printf ("ctor Base: %s\n", describe (this)); }
Base::~Base () { printf ("dtor Base: %s\n", describe (this)); }
const char *Base::name () const { return "Base"; }
Mid::Mid () { printf ("ctor Mid: %s\n", describe (this)); }
Mid::~Mid () { printf ("dtor Mid: %s\n", describe (this)); }
const char *Mid::name () const { return "Mid"; }
const char *Leaf::name () const { return "Leaf"; }
