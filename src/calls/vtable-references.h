/* vtable-references.h - which functions vtables refer to.

   Three questions of the call graph ask what refers to a method: may a
   polymorphic call still reach it (a live vtable names it: the target
   lists and GCC's own guesses, after GCC's referenced_from_vtable_p in
   ipa-devirt.cc), and may anything but a virtual call reach it (every
   reference is a vtable's slot: the program's counts).  Aliases and
   thunks of a method are looked through; the walks are cut at GCC's
   constant-time bound (100 references) and a depth of 8, answering what
   keeps the decision sound.  */

#ifndef TIGDEVIRT_VTABLE_REFERENCES_H
#define TIGDEVIRT_VTABLE_REFERENCES_H

#include "gcc-compat.h"

namespace tigdevirt {

/* May a live vtable refer to NODE?  True also where this unit cannot
   tell: NODE visible outside it, external, used from another partition,
   or the references not yet built.  */
bool referenced_from_vtable (cgraph_node *node);

/* Is every reference to NODE (through its aliases and thunks) a vtable's
   slot?  Then only a virtual call runs it.  False where the walk is
   cut.  */
bool only_in_vtables (cgraph_node *node);

} // namespace tigdevirt

#endif
