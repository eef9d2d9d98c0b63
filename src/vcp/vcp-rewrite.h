/* vcp-rewrite.h - replacing virtual calls by their virtual constants.

   A GIMPLE pass that runs once per function after the IPA passes (at
   LTRANS; in the one process of -flto-partition=none or of a non-LTO
   compile), after inlining, before the first scalar cleanups.  It looks
   at every call through a vtable slot (OBJ_TYPE_REF) whose arguments
   after `this` are integer constants, and when the table of virtual
   constants (virtual-constants.h) has an entry for its class, slot and
   arguments, replaces it:
     uniform   lhs = V;
     unique    lhs = vptr == &VTABLE + AP ? V1 : V0;
     stored    lhs = *(T *) (vptr + OFFSET)   (a bit test for one bit),
   where vptr is the pointer the call loaded its slot through.  A call
   that does not match, or whose vptr load is not recognized, stays as it
   is, which is always correct.  Dump: -fplugin-arg-tigdevirt-dump writes
   the pass's dump (NNNt.tigdevirt_vcp) with one line per rewritten call.  */

#ifndef TIGDEVIRT_VCP_REWRITE_H
#define TIGDEVIRT_VCP_REWRITE_H

#include "gcc-compat.h"

namespace tigdevirt {

opt_pass *make_vcp_rewrite_pass (gcc::context *ctxt);

/* Where the pass goes: after the IPA passes' edges are dropped, before
   the first scalar cleanups (passes.def, pass_all_optimizations).  */
extern const char *const vcp_rewrite_after;
extern const int vcp_rewrite_after_instance;

} // namespace tigdevirt

#endif
