/* reached-vtables.h - which classes' vtables the program's live code uses.

   Before inlining, GCC keeps alive every function that a polymorphic call
   might reach (remove_unreachable_nodes keeps the possible targets of
   reachable polymorphic calls while devirtualization may still find
   them), so a constructor can sit in the call graph the plugin analyzes
   although nothing the program runs calls it; after inlining GCC drops
   it, and the class's vtable with it.  A guard the plugin adds for such a
   class's method then keeps the method, its vtable and everything they
   reach in the program (Debian's nghttp2: nghttpx-unittest's .text grew
   from 214 to 306 KB).

   So, for the speculation estimate only: a walk from the symbols the
   program must emit (externally visible, forced, static constructors,
   used by another partition) along calls and references, vtables
   included, marks what code that can run uses.  A class whose vtable the
   walk does not reach has no object the program builds (only code that
   cannot run stores its vptr) and weighs nothing in a call's static
   shares (target-list.cc): no guard is spent on it.  Full
   devirtualization and target lists do not use it (instantiated-types.h
   is the proof they use); an error here costs a guard, not correctness.
   Where this process does not see the whole program (LTRANS), every
   vtable counts as reached.  */

#ifndef TIGDEVIRT_REACHED_VTABLES_H
#define TIGDEVIRT_REACHED_VTABLES_H

#include "type-graph.h"

namespace tigdevirt {

/* Set vtable_reached of every type of G.  */
void find_reached_vtables (type_graph &g);

} // namespace tigdevirt

#endif
