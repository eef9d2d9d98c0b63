// anonymous-classes_0.C by default: Shape's hierarchy is open, so code
// outside the link may build another Shape in an object's storage, but it
// reaches no object of the Holders' fields (field-escapes.h: each unit's
// Holder and Impl share names with the other unit's, local to each): the
// stored Impl holds across calls and the Holders' calls are direct, as
// Calc's, whose Op hierarchy is local to its unit, closed; in every
// partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "anonymous-classes-main.h"
// { dg-output "55 90 55 90 65 1(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump-times "caller=\\(anonymous namespace\\)::Holder::run\\(int\\) const otr=Shape token=0 context=\\\[outer=\\(anonymous namespace\\)::Impl offset=0 in-construction=no derived=no\\\] complete 1: \[^\n\]* field=\\(anonymous namespace\\)::Impl calls=" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: \\(anonymous namespace\\)::Impl from every store to the field it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(no code outside the link reaches the field's objects" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call (\\d+) \[^\n\]*caller=\\(anonymous namespace\\)::Calc::run\\(int\\) const \[^\n\]*field=\\(anonymous namespace\\)::Add calls=\[^\n\]*\n(\[^\n\]*\n)*decision \\1 full \\(anonymous namespace\\)::Add::apply\\(int\\) const" "tigdevirt" } }
