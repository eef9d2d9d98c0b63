// The class a member call states (member-call-types.h in src/type-flow), on
// an object chosen between two of different classes, `(c ? (B *) d :
// (B *) e)->caller ()': the front end's tree is a conditional like the
// null test around a base adjustment, but its first arm says nothing of
// the second, so no class is stated and caller's call on f stays on both
// (the plugin took D from the first arm and printed 13 13 13).  With a
// null second arm the object is a D: the call is direct.  Every
// partition mode, by default.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "member-call-choice-main.h"
// { dg-output "23 13 13(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump-not "caller=use\\(bool, D const\\*, E const\\*\\) \[^\n\]*static=D" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=use_null\\(bool, D const\\*\\) \[^\n\]*complete 1: D::f\\(\\) const \[^\n\]*static=D" "tigdevirt" } }
