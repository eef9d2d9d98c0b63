// A base with an out-of-line key function in the executable, derived in a
// library loaded with dlopen; the executable exports its symbols
// (-rdynamic).  Default mode: the hierarchy is open (default visibility).
// { dg-do run }
// { dg-options "-flto -rdynamic -ldl -fplugin-arg-tigdevirt-dump" }
// { dg-shared-library "rdynamic-doubler.cc" "-O2" }
#include "filter-main.h"
// { dg-output "21 42" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Filter: open \\(default visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
