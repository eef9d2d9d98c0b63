// member-call-choice_0.C without -flto: a member call on a choice between
// two objects states no class; with a null second arm, D.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "../tigdevirt.lto/member-call-choice_1.C"
#include "../tigdevirt.lto/member-call-choice-main.h"
// { dg-output "23 13 13(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump-not "caller=use\\(bool, D const\\*, E const\\*\\) \[^\n\]*static=D" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=use_null\\(bool, D const\\*\\) \[^\n\]*static=D" "tigdevirt" } }
