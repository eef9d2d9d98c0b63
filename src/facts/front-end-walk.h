/* front-end-walk.h - one walk of what the C++ front end finishes, for
   every fact only its trees hold.

   Some facts are gone by the time GIMPLE exists: pointer-to-virtual-member
   constants (PTRMEM_CST, lowered to integers: member-pointers.h) and
   std::launder calls (folded away on constant addresses:
   placement-census.h); a class's member and friend lists and the stores
   to its pointer fields as the source writes them (field-types.h).  The plugin, loaded into cc1plus, walks each
   function body once before genericization (PLUGIN_PRE_GENERICIZE) and
   each variable's initializer once it is finished (PLUGIN_FINISH_DECL),
   and hands every node to every finder.  A new front-end fact is one more
   call in front-end-walk.cc, not one more walk.  */

#ifndef TIGDEVIRT_FRONT_END_WALK_H
#define TIGDEVIRT_FRONT_END_WALK_H

#include "gcc-compat.h"

namespace tigdevirt {

/* E through the front end's conversions and saved expressions: the
   expression whose value it is (for the finders).  */
tree strip_conversions (tree e);

/* E through the null test the front end writes around a base adjustment
   (P ? P + off : 0): its first arm, each arm through STRIP; E itself
   when it is no conditional; null for another conditional (a choice
   between two values, whose first arm says nothing of the second).  */
tree through_null_test (tree e, tree (*strip) (tree));

/* R through the front end's base adjustment &P->Base.Base2 (the bases'
   artificial fields), adding their position to *BITS: the reference
   they are fields of, or null when a field on the way is not a base's.  */
tree through_base_fields (tree r, HOST_WIDE_INT *bits);

/* PLUGIN_PRE_GENERICIZE: GCC_DATA is the function's decl.  */
void walk_function_body (void *gcc_data, void *);

/* PLUGIN_FINISH_DECL: GCC_DATA is the decl.  */
void walk_variable_initializer (void *gcc_data, void *);

/* Why some code of this unit was not walked (a coroutine whose body was
   neither the user's nor in its actor when walked: no GCC the plugin
   supports does that, but the order is the front end's), or null.  The
   facts that need every body then hold nothing for this unit, as for an
   object compiled without the plugin: no pointer field is closed here
   (field-stores.cc), and the member pointers and the placement census
   are incomplete (their sections are not written).  */
const char *front_end_walk_gap ();

} // namespace tigdevirt

#endif
