/* guarded-paths.h - the GIMPLE pass that keeps GCC's flow-based warnings
   out of the code a speculative call's guard leads to (guarded-paths.cc).

   A guarded direct call, once its target is inlined, puts the target's
   body on a path the program may never take: the guard compares the
   object's function (or vptr) with a class the object may not have.
   Where the caller knows the object (a shared_ptr's control block made in
   the same function, 24 bytes of _Sp_counted_ptr), GCC's late warnings
   read the other class's body against it: -Warray-bounds "array
   subscript 'struct _Sp_counted_deleter[0]' is partly outside array
   bounds of 'unsigned char[24]'" (Debian's libvisio, libcmis, zimlib,
   libopenraw, libe-book: 59 warnings GCC alone does not print).  GCC
   alone has an indirect call there and nothing to warn about; so the
   statements of each guarded path get GCC's no-warning marks, and the
   plugin's build prints what GCC alone prints.  */

#ifndef TIGDEVIRT_GUARDED_PATHS_H
#define TIGDEVIRT_GUARDED_PATHS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The pass, and where it runs: at the start of the optimizations after
   IPA, when the speculative calls are expanded (and their targets
   inlined) and before any pass that warns.  */
opt_pass *make_guarded_paths_pass (gcc::context *ctxt);
extern const char *const guarded_paths_before;

/* The edge of COND that leads to a guarded direct call: the true edge of
   a guard GCC's expansion of a speculative call made ("if (PROF_1 ==
   PROF_2)", gimple_ic in value-prof.cc), or of one the plugin made
   comparing a vptr with a vtable's address point; null otherwise.  */
edge guarded_path_edge (gcond *cond);

/* Marks every statement on the guarded paths of FUN: the number of
   statements marked.  */
unsigned quiet_guarded_paths (function *fun);

} // namespace tigdevirt

#endif
