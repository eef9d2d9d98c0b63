// A private pointer field whose every store the link sees (field-types.h
// in src/type-flow): a unit that defines every member and friend of the class
// sees every store; when each stores a new-expression's object (or a null
// pointer, or the same field of another object) and the address is never
// taken, a call on a pointer loaded from the field has the stored class.
// In whole-program mode (no class is built in reused storage) the C++
// object-lifetime rule carries it across calls: Engine::run is direct in
// every partition mode, Dual::run has the set of its two classes, as has
// Made::run, whose stores store what a factory returns.  Not proved: a
// field whose address leaves, one stored with a pointer it was given
// (also through a function returning it), one a friend class may store
// to, a public one.  Never a fact: a field whose class's base destructor
// calls out, since a call through the field while the object is
// destroyed reaches the base's method (the program checks it: -1).
// field-types-likely_0.C: the same by default, where it is the likely type.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "field-types-main.h"
// { dg-output "110 235 90 135 90 135 -1 7 55 90 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Dual::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Linear from every store to the field it was loaded from, across calls by the C\\+\\+ object-lifetime rule" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Made::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Passed::s, not proved: a store stores what a function returns that no construction proves" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Leaky::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Setter::s, not proved: a store stores a pointer that is neither a new-expression's nor a function's result" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Friendly::s, not proved: some function that may store to it is not in the link" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Noisy from every store to the field it was loaded from not used: a destructor makes an indirect call" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Watched::run\\(int\\) const \[^\n\]*derived=no" "tigdevirt" } }
// { dg-final { indirect-calls Engine::run 0 } }
