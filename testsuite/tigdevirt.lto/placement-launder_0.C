// placement-types_0.C with a function that reaches the rebuilt storage
// through std::launder: GCC folds a launder of a constant address away,
// so no pass can tell the laundered pointer from the old one; the front
// end notes the laundered class and the C++ rule is not applied to its
// hierarchy even with strict-vtable-pointers=1.  The program prints what
// it prints without the plugin, in every partition mode.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
// { dg-prune-output "missed:" }
#define LAUNDER
#include "placement-types-main.h"
// { dg-output "360 55 291 257 51(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=laundered\\(int\\) otr=Gauge token=0 context=\\\[outer=Gauge offset=0 in-construction=maybe derived=maybe\\\] incomplete \[^\n\]*constructed=Linear\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "from the construction on the path before the call not used: the program launders pointers to a class of the hierarchy \\(std::launder\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
