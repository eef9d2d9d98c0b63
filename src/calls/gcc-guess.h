/* gcc-guess.h - the target GCC's own speculative devirtualization would
   guard.

   GCC 12's ipa-devirt pass guards a call when exactly one target of its
   speculative list (the list for its speculative outer type, else the
   whole list) is likely: a method, not noreturn or cold, referenced from
   a live vtable; it then skips targets without a body here, external,
   artificial or interposable ones.  Our pass runs first and a call we
   speculate is one GCC leaves alone, so that guess is evidence we must
   not lose: the call keeps GCC's guard, first (docs/speculation.md).  */

#ifndef TIGDEVIRT_GCC_GUESS_H
#define TIGDEVIRT_GCC_GUESS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The function GCC alone would speculatively call at polymorphic call
   edge E, or null.  */
cgraph_node *gcc_speculation_target (cgraph_edge *e);

} // namespace tigdevirt

#endif
