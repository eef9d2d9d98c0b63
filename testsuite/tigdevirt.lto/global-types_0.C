// A pointer loaded from a global variable has the class every store to
// the variable stored, when the link sees every store: a static
// variable, and a public one no code outside the link can see (the
// linker's resolution), stored from a factory in another unit.  With
// strict-vtable-pointers=1 those calls are direct in every partition
// mode.  A variable stored with two classes gives the set of the two (a
// complete list); one whose address is taken, one stored with a value
// nothing proves, and one a base's constructor stores (the object is
// then still being built) are left alone.
// global-types-wp_0.C: the same by default, in whole-program mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "global-types-main.h"
// { dg-output "20 35 28 50 17(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=loop\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const global=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=loop_shared\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const global=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "caller=unproved\\(int\\) otr=Shape token=0 context=\\\[outer=Shape offset=0 in-construction=no derived=maybe\\\] incomplete 4: Quad::sides\\(\\) const Reg::sides\\(\\) const Sub::sides\\(\\) const Tri::sides\\(\\) const\n" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=unproved\\(int\\) otr=Shape token=0 context=\\\[outer=Shape offset=0 in-construction=no derived=maybe\\\] complete 2: Quad::sides\\(\\) const Tri::sides\\(\\) const global=Quad\\|Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Tri from every store to the global variable it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(strict-vtable-pointers\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from global variable escaped, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from global variable passed, not proved: a store stores a pointer no construction proves" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from global variable registered, not proved: a constructor or destructor stores to it" "tigdevirt" } }
// The object a base's constructor stored is not claimed.
// { dg-final { scan-wpa-ipa-dump-not "global=Reg" "tigdevirt" } }
// { dg-final { indirect-calls loop 0 } }
// { dg-final { indirect-calls loop_shared 0 } }
