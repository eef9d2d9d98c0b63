/* guess-pruning.h - GCC's own speculative calls that would break the link.

   GCC's ipa-devirt (which runs just after our pass) guards the targets it
   thinks likely.  When such a target is an inline method (a comdat,
   emitted only where something refers to it) of a class no object of
   this unit (or link) has, the guess is the only reference: it emits the
   method's body, and with it references to symbols that may be defined
   nowhere, because no program needs them (GCC 16 guesses up to three
   targets and broke real builds this way: CMake, hermes, WasmEdge; GCC 11
   to 15 do it where the base method is pure virtual).  The call cannot
   reach such a target (no object has its class), so the guess is dead
   code too.

   Decided per call with the others (decide in analysis-pass.cc fills
   devirt_decision::drop_guesses); applied by a pass placed just after
   GCC's "devirt": it removes those guesses and only those, and says so in
   a remark.  */

#ifndef TIGDEVIRT_GUESS_PRUNING_H
#define TIGDEVIRT_GUESS_PRUNING_H

#include "devirt.h"

namespace tigdevirt {

/* The targets GCC alone would guard at call C (gcc-guess.h) that no class
   with objects reaches through list T and whose body only the guess would
   emit.  */
std::vector<cgraph_node *> guesses_to_drop (const call_site &c,
					    const target_list &t);

/* Remember D's guesses to drop at C's call, for the pass below (apply
   step; devirt-apply.cc).  */
void plan_guess_drops (const call_site &c, const devirt_decision &d);

/* The pass after GCC's "devirt" that drops the planned guesses.  */
opt_pass *make_guess_pruning_pass (gcc::context *ctxt);
extern const char *const guess_pruning_after;

} // namespace tigdevirt

#endif
