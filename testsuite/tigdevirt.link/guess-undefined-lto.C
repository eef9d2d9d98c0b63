// guess-undefined.C's program with -flto, the main unit a non-LTO object
// of the same link: at WPA, GCC sees no object of Ghost or Phantom and
// guesses neither; the program links and runs (GCC alone links it too:
// the failure is one of compiling without -flto).
// { dg-do run }
// { dg-options "-O2 -flto -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "guess-undefined-main.cc" "-O2 -fno-lto" }
#include "guess-undefined.h"

void ghost_impl ();	// Defined nowhere: no program needs it.

struct Ghost : Shape
{
  int area () const override { ghost_impl (); return 0; }
};

struct Phantom : Tool
{
  int use (int) const override { ghost_impl (); return 0; }
};

int
area_of (const Shape *s)
{
  return s->area ();
}

int
use_of (const Tool *t, int x)
{
  return t->use (x);
}
// { dg-output "guess 9 5" }
// { dg-final { scan-wpa-ipa-dump "caller=area_of\\(Shape const\\*\\) " "tigdevirt" } }
// { dg-final { defined-symbol-not "Ghost::area() const" } }
// { dg-final { defined-symbol-not "Phantom::use(int) const" } }
