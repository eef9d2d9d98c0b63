// Placement new followed by calls through the pointer it returned, with
// strict-vtable-pointers=1: the construction found on every path back
// from each call proves the class across the calls to other code (the
// C++ object-lifetime rule), so every call below is made direct, in
// every partition mode, and the program prints what it prints without
// the plugin.  placement-types-default_0.C: the same program by default.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "placement-types-main.h"
// { dg-output "360 55 291 0 41(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=in_arena\\(int\\) otr=Gauge token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::read\\(int\\) const likely=Linear constructed=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=in_arena\\(int\\) otr=Gauge token=0 context=\\\[outer=Square offset=0 in-construction=no derived=no\\\] complete 1: Square::read\\(int\\) const likely=Square constructed=Square calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=in_buffer\\(void\\*, int\\) otr=Gauge token=0 context=\\\[outer=Linear \[^\n\]*complete 1: Linear::read\\(int\\) const likely=Linear constructed=Linear calls=" "tigdevirt" } }
// The object rebuild returns is proved by its return (a factory).
// { dg-final { scan-wpa-ipa-dump "caller=replaced\\(int\\) otr=Gauge token=0 context=\\\[outer=Square \[^\n\]*complete 1: Square::read\\(int\\) const \[^\n\]*factory=Square calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "allocation types: proved=9 used=9 by-census=0 direct=9 rule-off=0 strict-vtable-pointers=1" "tigdevirt" } }
// { dg-final { indirect-calls in_arena 0 } }
// { dg-final { indirect-calls in_buffer 0 } }
