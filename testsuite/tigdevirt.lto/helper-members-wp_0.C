// A virtual call in a small helper of another unit, inlined into a loop
// that calls it on two member objects: the call is speculated in the
// helper, so each inlined copy carries guards, and each its fallback
// indirect call.  Versioning the loop on one call's guard would copy the
// other's fallback into every version: the loop keeps one indirect call
// per call, as with GCC alone, and is not versioned.  Whole-program
// mode: the lists are complete, and each inlined copy's last resort
// becomes a direct call once GCC has expanded the copy's guards: no
// indirect call is left.
// { dg-do run }
// { dg-options "-fopt-info-loop-missed -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-prune-output "(not inlinable|vectoriz|clobbers memory|not affine|unrolled|peeled|vptr load|loop versioned|missed:)" }
#include "helper-members-main.h"
// { dg-output "1999005" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative" "tigdevirt" } }
// GCC alone leaves two (GCC 11 to 16).
// { dg-final { indirect-calls "loop" 0 } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in \[^\n\]* after GCC's expansion" "tigdevirt_dispatch2" } }
