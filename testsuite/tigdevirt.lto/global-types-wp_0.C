// global-types_0.C by default, in whole-program mode: no class of the
// hierarchy is built in reused storage (the placement census), so the
// C++ rule carries the stored class across calls, and the two calls are
// direct in every partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "global-types-main.h"
// { dg-output "20 35 28 50 17(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=loop\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const global=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=loop_shared\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const global=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Tri from every store to the global variable it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(no class that could stand in is built in reused storage\\)" "tigdevirt" } }
// The object a base's constructor stored is not claimed.
// { dg-final { scan-wpa-ipa-dump-not "global=Reg" "tigdevirt" } }
// { dg-final { indirect-calls loop 0 } }
// { dg-final { indirect-calls loop_shared 0 } }
