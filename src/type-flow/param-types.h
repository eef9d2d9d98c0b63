/* param-types.h - the dynamic type every caller passes in a parameter.

   A virtual call on a parameter (GCC's ipa-prop records which parameter
   and at what offset: cgraph_indirect_call_info::param_index) in a
   function whose callers are all known (local: not visible outside the
   link, address not taken) can have only the dynamic types its callers
   pass.  When every caller passes an object of one exact class (GCC's
   jump-function context for the argument: a declared object, or an
   object whose construction GCC sees), the call's object has that class.
   GCC's IPA-CP finds the same after our pass, by cloning or not; our pass
   runs first and would otherwise speculate on the call.

   An argument that is a parameter of its caller, passed on as it is or
   as a base, has what every caller of that caller passes, and so on up
   the call graph; a cycle proves nothing.  An argument whose type GCC
   does not know exactly may still be proved by our own walk
   (allocation-types.h): a new-expression's object, or one a factory
   returned, across calls by the C++ rule.  */

#ifndef TIGDEVIRT_PARAM_TYPES_H
#define TIGDEVIRT_PARAM_TYPES_H

#include "gcc-compat.h"
#include "type-facts.h"

namespace tigdevirt {

/* The class, and in bits where the pointed-to location sits in it, of
   the object parameter INDEX of NODE points to on entry, if every call
   of NODE passes one of that exact class; false otherwise.  CALLS:
   nonzero if some caller may have changed the type before passing it on
   by GCC's rule (only the C++ object-lifetime rule keeps it).  Types are
   added to G; the answers are kept in FACTS, whose proofs they use.  */
bool param_exact_type (type_facts &facts, cgraph_node *node, int index,
		       type_graph &g, proved_type &out);

/* What every call of NODE says of the object parameter INDEX points to
   on entry: GCC's jump-function contexts of the arguments (with the
   classes member calls state: member-call-types.h), met over the
   callers, without their guesses; false when some caller says nothing,
   or NODE's callers are not all known.  */
bool param_context (cgraph_node *node, int index,
		    ipa_polymorphic_call_context &out);

} // namespace tigdevirt

#endif
