// field-unique-ptr_0.C by default, hierarchies open: code outside the link
// may build another class in an object's storage where it reaches the
// object, and what reaches the objects a std::unique_ptr field holds is
// not followed (field-escapes.h follows raw pointer fields only), so the
// stored class is the likely type: Engine::run and Moved::run guard their
// class, in every partition mode.  The refusals are the same.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-unique-ptr-main.h"
// { dg-output "110 235 135 156 135 145 90 90(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 \[^\n\]* likely=Linear field=Linear\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Moved::run\\(int\\) const otr=Strategy token=0 \[^\n\]* likely=Third field=Third\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Linear\\|Twice from every store to the field it was loaded from not used: code outside the link may construct the classes" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Swapped::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Made::s, not proved: a store stores a std::unique_ptr a function returns or was given" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Dropper::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
