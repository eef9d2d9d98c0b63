// placement-types_0.C by default: Linear and Square are built in storage
// that is not fresh (the placement census), so the C++ rule is not
// applied across calls to them; the calls stay guarded and the program
// prints the same.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump" }
#include "placement-types-main.h"
// { dg-output "360 55 291 0 41(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=in_arena\\(int\\) otr=Gauge token=0 context=\\\[outer=Gauge offset=0 in-construction=maybe derived=maybe\\\] incomplete \\d+: \[^\n\]* constructed=Linear\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "placement census: built-in-place=3" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
