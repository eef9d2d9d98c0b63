// anonymous-classes_0.C by default: Shape's hierarchy is open, so the
// Holders' Impl is the likely type only (code outside the link may build
// another Shape in the object's storage); Calc's Op hierarchy is local
// to its unit, closed: its call is direct, in every partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "anonymous-classes-main.h"
// { dg-output "55 90 55 90 65 1(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump-times "caller=\\(anonymous namespace\\)::Holder::run\\(int\\) const \[^\n\]* likely=\\(anonymous namespace\\)::Impl field=\\(anonymous namespace\\)::Impl\\? calls=" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: \\(anonymous namespace\\)::Impl from every store to the field it was loaded from not used: code outside the link may construct the classes" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call (\\d+) \[^\n\]*caller=\\(anonymous namespace\\)::Calc::run\\(int\\) const \[^\n\]*field=\\(anonymous namespace\\)::Add calls=\[^\n\]*\n(\[^\n\]*\n)*decision \\1 full \\(anonymous namespace\\)::Add::apply\\(int\\) const" "tigdevirt" } }
