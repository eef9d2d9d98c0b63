// A virtual call in a small helper of another unit, inlined into a loop
// that calls it on two member objects: the call is speculated in the
// helper, so each inlined copy carries guards, and each its fallback
// indirect call.  Versioning the loop on one call's guard would copy the
// other's fallback into every version: the loop keeps one indirect call
// per call, as with GCC alone, and is not versioned.  Whole-program
// mode: the lists are complete, the same holds.
// { dg-do run }
// { dg-options "-fopt-info-loop-missed -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-prune-output "(not inlinable|vectoriz|clobbers memory|not affine|unrolled|peeled|vptr load|loop versioned|missed:)" }
#include "helper-members-main.h"
// { dg-output "1999005" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative" "tigdevirt" } }
// GCC alone leaves these two (GCC 11 to 16): no more with the plugin.
// { dg-final { indirect-calls "loop" 2 } }
