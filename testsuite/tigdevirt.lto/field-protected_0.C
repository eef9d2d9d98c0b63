// A protected pointer field (field-types.h in src/type-flow): besides its
// class's members and friends, the members and friends of every class
// derived from it may store to it.  At the link, with every class derived
// from Widget in the link (whole-program mode) and some unit defining
// every function that may name Button's members, the stores of Widget's
// and Button's members are all there: Widget::s holds a Sq or a Ci, in
// every partition mode.  Panel::s is not proved: FancyPanel has a friend
// class, which may store to it through a FancyPanel (the program's does:
// 135), and whose members may be defined anywhere.
// field-protected-default_0.C: the same by default, where code outside
// the link may derive from Widget.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "field-protected-main.h"
// { dg-output "90 135 90 180 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Widget::run\\(int\\) const otr=Shape token=0 \[^\n\]* field=Ci\\|Sq calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from protected field Panel::s, not proved: it is protected, and no unit defines every function that may name it of a class derived from its class" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Panel::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
