// GCC's own speculative devirtualization guards the only target with a
// body in this unit: Ghost::area (GCC 11 to 16) and Phantom::use (GCC 16,
// which also guards a target whose base method has a body elsewhere).
// No Ghost or Phantom is ever built, and their inline methods call
// ghost_impl, defined nowhere: with GCC alone the guess emits them and
// the link fails.  With the plugin the guesses are dropped, the methods
// are not emitted, and the program links and runs.  Without -flto: the
// plugin decides in cc1plus.
// { dg-do run }
// { dg-options "-O2 -fopt-info-ipa-optimized -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "guess-undefined-main.cc" "-O2" }
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
  return s->area (); // { dg-message "optimized: dropping GCC's speculative call in area_of\\(Shape const\\*\\) to Ghost::area\\(\\) const: no class with objects in this unit reaches it, and only the guess would emit it" }
}

int
use_of (const Tool *t, int x)
{
  // GCC 16 guesses Phantom::use here (GCC 11 to 15 count Tool::use as a
  // second likely target and guess nothing): the link proves it dropped.
  return t->use (x);
  // { dg-prune-output "dropping GCC's speculative call in use_of" }
}
// GCC's own remark for its guess, before ours:
// { dg-prune-output "optimized: speculatively devirtualizing call in int (area|use)_of" }
// { dg-output "guess 9 5" }
// { dg-final { scan-ipa-dump "dropped GCC's guess in area_of\\(Shape const\\*\\): Ghost::area\\(\\) const" "tigdevirt_guesses" } }
// { dg-final { defined-symbol-not "Ghost::area() const" } }
// { dg-final { defined-symbol-not "Phantom::use(int) const" } }
