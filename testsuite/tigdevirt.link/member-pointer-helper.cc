// The pointer to member function of member-pointer-*.C, in a unit of its
// own (compiled with or without the plugin, as the test says).
#include "member-pointer-helper.h"

int
through_pointer (const Gauge *g)
{
  int (Gauge::*p) () const = &Gauge::by_pointer;
  return (g->*p) ();
}
