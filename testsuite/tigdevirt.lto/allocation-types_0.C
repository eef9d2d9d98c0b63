// The type a new-expression gives an object holds across calls to code
// in another unit, by the C++ object-lifetime rule, with
// strict-vtable-pointers=1: every call below is made direct, in every
// partition mode, and the program computes what it computes without the
// plugin.  allocation-types-default_0.C is the same program without the
// rule.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1 -fplugin-arg-tigdevirt-stats=allocation-types.json" }
#include "allocation-types-main.h"
// { dg-final { scan-wpa-ipa-dump "caller=loop\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const likely=Tri new=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=offset_base\\(int\\) otr=Shape token=1 context=\\\[outer=Labelled offset=128 in-construction=no derived=no\\\] complete 1: Shape::scaled\\(int\\) const \[^\n\]*new=Labelled calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=replaced\\(int\\) otr=Tri \[^\n\]*complete 1: Tri::sides\\(\\) const \[^\n\]*new=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ speculative" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "allocation types: proved=7 used=7 by-census=0 direct=7 rule-off=0 strict-vtable-pointers=1" "tigdevirt" } }
// { dg-final { scan-json allocation-types.json allocation_types.strict_vtable_pointers true } }
// { dg-final { indirect-calls loop 0 } }
// { dg-final { indirect-calls offset_base 0 } }
// { dg-final { indirect-calls replaced 0 } }
