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
   call in front-end-walk.cc, not one more walk.  The finders read the
   front end's expressions through compat/front-end.h (strip_conversions,
   through_null_test, through_base_fields), and ask it whether some code
   went unwalked (front_end_walk_gap).  */

#ifndef TIGDEVIRT_FRONT_END_WALK_H
#define TIGDEVIRT_FRONT_END_WALK_H

#include "gcc-compat.h"

namespace tigdevirt {

/* PLUGIN_PRE_GENERICIZE: GCC_DATA is the function's decl; USER_DATA the
   run's pointer-field records (field_records, field-types.h), which
   the walk fills.  */
void walk_function_body (void *gcc_data, void *user_data);

/* PLUGIN_FINISH_DECL: GCC_DATA is the decl; USER_DATA as above.  */
void walk_variable_initializer (void *gcc_data, void *user_data);


} // namespace tigdevirt

#endif
