/* lim-access-paths.h - one access path per base-class field access, so
   that GCC 12's loop invariant motion cannot misjudge it.

   GCC 12's LIM (tree-ssa-loop-im.cc, gather_mem_refs_stmt) merges the
   accesses of a loop to one location; when two of them use different
   access paths it replaces the merged reference's tree with a bare
   MEM_REF but keeps the base and offset of the first access it saw.  The
   alias oracle then compares the new tree against the stale offset and
   may call a third access to the same location, through another pointer,
   independent: the store is moved out of the loop and that access is
   lost (GCC 11 is right; GCC's master has the fix).  GCC alone
   miscompiles plain code so (docs/speculation.md), and the plugin's
   dispatch makes the shape often: each inlined arm reaches a field of
   the object through its own class, through a secondary base at an
   offset or a virtual base through offsets loaded from the vtable
   (fuzzer seed 1377).

   The repair, a GIMPLE pass before every "lim": a load or store through
   a field path that goes through a base-class subobject, from a
   dereferenced SSA pointer, becomes a bare MEM_REF at the same address
   with the access's own alias type (reference_alias_ptr_type), so the
   same alias sets and no access path to merge.  Sound: it only drops
   access-path disambiguation for those accesses.
   -fplugin-arg-tigdevirt-fix-lim-paths=0 turns it off.  */

#ifndef TIGDEVIRT_LIM_ACCESS_PATHS_H
#define TIGDEVIRT_LIM_ACCESS_PATHS_H

#include "gcc-compat.h"

namespace tigdevirt {

opt_pass *make_lim_access_paths_pass (gcc::context *ctxt);

/* Where the pass goes: before every instance of GCC's LIM.  */
extern const char *const lim_access_paths_before;

} // namespace tigdevirt

#endif
