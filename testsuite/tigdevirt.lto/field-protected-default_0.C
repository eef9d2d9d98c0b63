// field-protected_0.C by default: Widget's hierarchy is open (code outside
// the link may derive from it and store to the field), so the classes
// Widget::s holds are not a fact, only the likely type.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-protected-main.h"
// { dg-output "90 135 90 180 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Ci\\|Sq from every store to the field it was loaded from not used: code outside the link may derive from the protected field's class and store to it" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Widget::run\\(int\\) const \[^\n\]* field=Ci\\|Sq\\? calls=" "tigdevirt" } }
