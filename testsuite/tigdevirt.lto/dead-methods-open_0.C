// The program of dead-methods_0.C in default mode with default
// visibility: every hierarchy is open (code outside the link may derive
// from it and call its methods), so nothing is removed.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "dead-methods-body.h"
// { dg-output "widget 4332 88" }
// { dg-final { scan-wpa-ipa-dump "dead methods: removed=0 thunks=0 slots-cleared=0 size=0 estimated-bytes=0\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
// { dg-final { defined-symbol "Shape::never() const" } }
