// Whole-program mode with the interface in the open list: the hierarchy
// stays open, the program is right, and there is nothing to warn about.
// { dg-do run }
// { dg-options "-flto -ldl -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-open-hierarchies=@SRCDIR@/greeter.open" }
// { dg-shared-library "dlopen-greeter.cc" "-O2" }
#include "greeter-main.h"
// { dg-output "builtin\n\[^\n\]*extra" }
// { dg-final { scan-wpa-ipa-dump "  type Greeter: open \\(listed in \[^\n\]*greeter.open:2: Greeter\\)" "tigdevirt" } }
// Builtin stays closed: loaded code derives from Greeter, not from it.
// { dg-final { scan-wpa-ipa-dump "hierarchy Greeter: partly closed \\(1 of 2 types closed; listed in " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Builtin: closed \\(whole-program visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "open list: 2 entries" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=say\\(Greeter const\\*\\) \[^\n\]* incomplete 1: Builtin::greet\\(\\) const" "tigdevirt" } }
