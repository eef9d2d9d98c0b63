// A library loaded with dlopen derives from a header-only interface of the
// executable.  By default the interface has default visibility, so its
// hierarchy is open and the call through it keeps its fallback.
// { dg-do run }
// { dg-options "-flto -ldl -fplugin-arg-tigdevirt-dump" }
// { dg-shared-library "dlopen-greeter.cc" "-O2" }
#include "greeter-main.h"
// { dg-output "builtin\n\[^\n\]*extra" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Greeter: open \\(\[^\n\]*default visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=say\\(Greeter const\\*\\) \[^\n\]* incomplete 1: Builtin::greet\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
