// std::unique_ptr fields as pointer fields (field-unique-ptr.cc in
// src/type-flow): a unit defining every member of the class sees every call on
// the field, so every store (std::make_unique<T>, a new-expression given to
// the constructor or to reset, null, a move from the same field of another
// object) is known.  With hierarchies closed the C++ object-lifetime rule
// carries the stored class across calls: Engine::run and Moved::run (a
// default member initializer, moved with the object by a defaulted move
// constructor) are direct in every partition mode, Dual::run has the set of
// its two classes.  Not proved: a field swapped with a std::unique_ptr given
// by reference, one holding what it was given or what a function returning
// a std::unique_ptr returns, one a reference to which leaves (the program
// stores a Twice through it: checked), one whose deleter takes room.
// field-unique-ptr-default_0.C: the same by default.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "field-unique-ptr-main.h"
// { dg-output "110 235 135 156 135 145 90 90(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Moved::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Third offset=0 in-construction=no derived=no\\\] complete 1: Third::step\\(int\\) const field=Third calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Dual::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Swapped::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Given::s, not proved: a store stores a std::unique_ptr a function returns or was given" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Made::s, not proved: a store stores a std::unique_ptr a function returns or was given" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Leaky::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Dropper::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
