/* hoisted-loads.h - loads GCC's PRE inserts get alias sets valid on every
   path they now execute on.

   GCC has a code-hoisting bug (tree-ssa-pre.cc, compute_avail):
   when two loads of one location are made through different access paths,
   say MEM[(struct D1 *)p].base.field on one arm of a branch and
   MEM[(struct B *)p].field on the other, PRE may hoist or insert one load
   for both and keep the access path of one of them.  It widens the
   reference's alias set to cover both but not the base's: the inserted
   load claims to read a D1 object, also on the path where the object is a
   D2.  Within the function that is harmless; outside it is not: the late
   mod/ref summary of the function records that it reads only D1 objects,
   and dead store elimination in a caller deletes a store into a D2 whose
   field the function does read.  GCC 13 checks the base alias set too
   and falls back to base set = reference set where the two loads are
   plain code's, but still hoists the loads of a dispatch's inlined arms
   with one arm's base set, and GCC 16 miscompiles such a program
   (compat/gcc-bugs.h names the versions and the tests).

   The complete-list dispatch (speculation-expand.h) makes this pattern on
   every call it expands: each arm inlines a method that reaches `this'
   through its own class, and no indirect call is left on any path to
   stop the hoisting.  Full devirtualization makes it too, when calls on
   one object in different branches go to methods of different classes.
   (testsuite/tigdevirt.dg/pre-hoist-alias-set.C shows GCC alone
   miscompiling a plain program this way.)

   The repair, a GIMPLE pass right after "pre" in every function of a
   link or compile in which the plugin transforms: a load that PRE
   inserted (its result is a "pretmp" SSA name, the only way PRE
   materializes a load) whose base alias set differs from its reference
   alias set gets what the upstream fix gives it, base set = reference set
   (alias set 0 where the reference's set is not its type's own).  That is
   always sound and loses only the base-type disambiguation of those few
   loads.  -fplugin-arg-tigdevirt-fix-hoisted-loads=0 turns it off (to
   measure it).  */

#ifndef TIGDEVIRT_HOISTED_LOADS_H
#define TIGDEVIRT_HOISTED_LOADS_H

#include "gcc-compat.h"

namespace tigdevirt {

opt_pass *make_hoisted_loads_pass (gcc::context *ctxt);

/* Where the pass goes: right after GCC's PRE (passes.def).  */
extern const char *const hoisted_loads_after;

/* Does GCC's PRE run on FUN with type-based alias analysis?  */
bool pre_with_tbaa_p (function *fun);

/* The innermost base of reference *REF (below its handled components),
   and where it is held.  */
tree *innermost_base (tree *ref);

/* Give reference *OP base alias set = reference alias set (what the
   upstream fix gives a hoisted load); false if it has that already.
   Also used by arm-alias-sets.h.  */
bool give_base_reference_alias_set (tree *op);

} // namespace tigdevirt

#endif
