// The program of dead-methods_0.C with its hierarchies closed by the
// whole-program assertion: the same one method removed, the same output.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include "dead-methods-body.h"
// { dg-output "widget 4332 88" }
// { dg-prune-output "optimized: " }
// { dg-final { scan-wpa-ipa-dump "dead-method Shape::never\\(\\) const hierarchy=Shape slots=3 thunks=0 size=\\d+ \\(closed: whole-program visibility\\)\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "dead-method " 1 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead methods: removed=1 thunks=0 slots-cleared=3 " "tigdevirt" } }
// { dg-final { defined-symbol-not "Shape::never() const" } }
