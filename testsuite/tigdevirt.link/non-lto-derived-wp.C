// A class derived, in a non-LTO object of the same link, from a class of
// the LTO unit.  Whole-program mode: the linker shows Counter's symbols used by the non-LTO object, so the hierarchy stays open despite the assertion.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-link-object "non-lto-twice.cc" "-O2 -fno-lto" }
#include "counter-main.h"
// { dg-output "5 10" }
// { dg-final { scan-wpa-ipa-dump "caller=count\\(Counter const\\*, int\\) \[^\n\]* incomplete 1: Counter::step\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy Counter: open \\(\[^\n\]*for Counter\[^\n\]* (referenced from outside the LTO unit|defined in a non-LTO object)\\)" "tigdevirt" } }
// The hierarchy code outside the LTO unit reaches is open: no method of it is removed.
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
