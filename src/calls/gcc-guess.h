/* gcc-guess.h - the targets GCC's own speculative devirtualization would
   guard.

   GCC's ipa-devirt pass guards a call when few targets of its
   speculative list (the list for its speculative outer type, else the
   whole list) are likely: a method, not noreturn or cold, referenced from
   a live vtable.  GCC 11 to 15 guard one, when it is the only likely
   target; GCC 16 up to --param max-devirt-targets (default 3) when there
   are no more likely ones than that, each with 8/10 of the call's count
   split between them.  It then skips each target without a body here,
   external, artificial or interposable.  Our pass runs first and a call
   we speculate is one GCC leaves alone, so those guesses are evidence we
   must not lose: the call keeps GCC's guards, first
   (docs/speculation.md).  */

#ifndef TIGDEVIRT_GCC_GUESS_H
#define TIGDEVIRT_GCC_GUESS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The functions GCC alone would speculatively call at polymorphic call
   edge E, in GCC's order; none if it would guard none.  */
std::vector<cgraph_node *> gcc_speculation_targets (cgraph_edge *e);

} // namespace tigdevirt

#endif
