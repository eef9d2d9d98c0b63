/* dispatch-copies.h - the GIMPLE pass that finishes the dispatches GCC
   expanded itself (dispatch-copies.cc; speculation-expand.h says what a
   dispatch is).  */

#ifndef TIGDEVIRT_DISPATCH_COPIES_H
#define TIGDEVIRT_DISPATCH_COPIES_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The pass, and where it runs: at the start of the optimizations after
   IPA, before the pass that drops the call graph's edges.  */
opt_pass *make_dispatch_copies_pass (gcc::context *ctxt);
extern const char *const dispatch_copies_before;

/* Its work on one function.  */
unsigned int finish_dispatch_in_copies (function *fun);

} // namespace tigdevirt

#endif
