// global-types_0.C by default, hierarchies open (no whole-program
// visibility): code outside the link may build another class in the
// object's storage, so the C++ rule does not carry the stored class
// across the calls to observe(), but it is still the likely type: the
// call's first guard, with GCC's trust in a likely type, in every
// partition mode (proof-as-likely.C without -flto).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "global-types-main.h"
// { dg-output "20 35 28 50 17(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=loop\\(int\\) otr=Shape token=0 context=\\\[outer=Shape offset=0 in-construction=no derived=maybe\\\] incomplete \[^\n\]* likely=Tri global=Tri\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call (\\d+) \[^\n\]*caller=loop\\(int\\) \[^\n\]*likely=Tri global=Tri\\?\[^\n\]*\n(\[^\n\]*\n)*decision \\1 speculative Tri::sides\\(\\) const\[^\n\]*source=likely-type" "tigdevirt" } }
