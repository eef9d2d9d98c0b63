/* lifetime-rule.h - link time: where the C++ object-lifetime rule
   carries a proved class across calls.

   A class proved at a new-expression, a global's or a field's stores, or
   every caller holds across calls to other code only if nothing builds
   another object in the storage meanwhile.  With strict-vtable-pointers=1
   that is assumed (Clang's -fstrict-vtable-pointers), except in
   hierarchies the program launders; by default it holds where no class
   that could stand in is built in reused storage (placement-census.h),
   or where no code outside the link reaches the object and none in it
   builds another object there (a contained field: field-escapes.h).
   Otherwise the proof is only the likely type.  */

#ifndef TIGDEVIRT_LIFETIME_RULE_H
#define TIGDEVIRT_LIFETIME_RULE_H

#include "call-sites.h"
#include "type-graph.h"

namespace tigdevirt {

/* Narrow the context of every call of CALLS whose proof stands across
   calls to other code where the rule holds; elsewhere record why not
   (call_context::lifetime_blocked) and make the proof the likely type.
   Needs hierarchies closed (constructions_known).  */
void apply_lifetime_rule (std::vector<call_site> &calls, type_graph &g);

} // namespace tigdevirt

#endif
