// field-types_0.C by default, hierarchies open: code outside the link may
// build another class in an object's storage where it reaches the object.
// It reaches no object of Engine's or Dual's field (field-escapes.h: every
// use of a pointer to one is in the link, and every method such an object
// reaches keeps its `this'), so the C++ rule carries the stored classes
// across calls there as in whole-program mode: Engine::run is direct in
// every partition mode.  Made's objects come from a factory, which the
// walk does not follow: the proof is not used there.  A field whose
// objects escape keeps the stored class as the likely type:
// field-contained_0.C.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-types-main.h"
// { dg-output "110 235 90 135 90 135 -1 7 55 90 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Linear from every store to the field it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(no code outside the link reaches the field's objects" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Dual::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Linear\\|Twice from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: a pointer to its objects escapes \\(in Made::Made\\(bool\\), a store stores a pointer that is not a new-expression's result\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
