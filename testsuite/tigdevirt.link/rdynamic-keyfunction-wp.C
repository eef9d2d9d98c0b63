// The same in whole-program mode: the linker reports Filter's vtable and
// typeinfo as exported dynamically, so the hierarchy stays open although
// the user asserted whole-program visibility, and no warning is needed.
// { dg-do run }
// { dg-options "-flto -rdynamic -ldl -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-shared-library "rdynamic-doubler.cc" "-O2" }
#include "filter-main.h"
// { dg-output "21 42" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Filter: open \\(\[^\n\]* for Filter\[^\n\]* exported dynamically\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=run\\(Filter const\\*, int\\) \[^\n\]* incomplete 1: Filter::apply\\(int\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
// The hierarchy code outside the LTO unit reaches is open: no method of it is removed.
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
