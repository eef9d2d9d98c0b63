// field-types_0.C by default, hierarchies open: code outside the link may
// build another class in the object's storage, so the C++ rule does not
// carry the stored class across calls, but it is the likely type: the
// call's first guard, in every partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-types-main.h"
// { dg-output "110 235 90 135 90 135 -1 7 55 90 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const \[^\n\]*likely=Linear field=Linear\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call (\\d+) \[^\n\]*caller=Engine::run\\(int\\) const \[^\n\]*likely=Linear field=Linear\\?\[^\n\]*\n(\[^\n\]*\n)*decision \\1 speculative Linear::step\\(int\\) const\[^\n\]*source=likely-type" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Linear from every store to the field it was loaded from not used: code outside the link may construct the classes" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
