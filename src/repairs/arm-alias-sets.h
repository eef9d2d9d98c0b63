/* arm-alias-sets.h - accesses in the arms of a dispatch claim no class,
   so that GCC's PRE cannot carry one arm's class into another arm.

   GCC's PRE (tree-ssa-pre.cc) gives one value to every load of one
   location, whatever access path each load uses, and translates the
   value through the predecessors of a join with the alias information
   of one of those loads only.  After a dispatch on an object's class
   (a speculative or complete list of targets, each inlined in its arm:
   `if (slot == &A::mu2) <A::mu2> else if (slot == C3's thunk) <C3::mu2>
   else <D::mu2>'), the loads of a later dispatch on the same object are
   made through other classes: p->f in A::mu1's arm, MEM[(C1 *)p].f in
   C1::mu1's.  PRE takes C1's load as the value's representative, asks
   whether the store of C3's arm, MEM[(C3 *)q].f, may change it, and the
   base types say no (an object is never both a C1 and a C3: true on the
   paths where C1's load runs, false on the path through C3's arm that
   joins A::mu1's).  The PHI it builds gives A::mu1, for a C3 object, the
   value of f before C3::mu2 stored it.  Seen on every supported GCC
   (fuzz seed 20132; testsuite/tigdevirt.lto/arm-alias-sets*_0.C; on
   GCC 12 the LIM repair's bare accesses, lim-access-paths.h, happen to
   hide it); not with -fno-tree-pre or -fno-strict-aliasing;
   -fno-code-hoisting is not enough.

   The repair, a GIMPLE pass before every "pre": in the arms of a
   dispatch (a block entered only from guards, tests that compare a
   loaded value with a function's or a vtable's address or combine such
   comparisons, and every block it dominates), a load or store (a call's
   result stored too) through a pointer to a polymorphic class gets base
   alias set = reference alias set (the upstream fix of
   hoisted loads, hoisted-loads.h).  The store of C3's arm then may
   change any unsigned int, and PRE sees it.  Sound: it only drops the
   base-type disambiguation of those accesses, in those arms;
   -fplugin-arg-tigdevirt-fix-arm-alias-sets=0 turns it off (to
   measure it).  */

#ifndef TIGDEVIRT_ARM_ALIAS_SETS_H
#define TIGDEVIRT_ARM_ALIAS_SETS_H

#include "gcc-compat.h"

namespace tigdevirt {

opt_pass *make_arm_alias_sets_pass (gcc::context *ctxt);

/* Where the pass goes: before every instance of GCC's PRE.  */
extern const char *const arm_alias_sets_before;

} // namespace tigdevirt

#endif
