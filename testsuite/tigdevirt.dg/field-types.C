// The classes a private pointer field holds (field-types.h in src/type-flow),
// in a compile without -flto, with strict-vtable-pointers=1: the unit
// defines every member, so it sees every store; Engine::run's call is
// direct, Dual's and Made's (a factory's result) have the set of their
// two classes; the escaped field, the one stored with a given pointer
// (also through a function returning it), the one a friend class may store to
// and the public one are not proved; the one whose base's destructor
// calls out is proved but never a fact.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1 -fplugin-arg-tigdevirt-stats=field-types.json" }
#include "../tigdevirt.lto/field-types_1.C"
#include "../tigdevirt.lto/field-types-main.h"
// { dg-output "110 235 90 135 90 135 -1 7 55 90 135(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=Dual::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=Made::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Passed::s, not proved: a store stores what a function returns that no construction proves" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Leaky::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Setter::s, not proved: a store stores a pointer that is neither a new-expression's nor a function's result" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Friendly::s, not proved" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: Noisy from every store to the field it was loaded from not used: a destructor makes an indirect call" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// The stats count the calls by what proved their class: eight by a field
// (Watched's two are guesses, not facts), Engine's three direct, three of
// the five on Dual's and Made's two classes dispatched: the calls in the
// loops of their run() and the delete in Dual::adopt.  The deletes in
// ~Dual and ~Made run once per object: they have a small program's
// budget without its extra room, which their dispatches do not fit.
// { dg-final { scan-json field-types.json allocation_types.by_source {{"field": {"used": 8, "direct": 3, "dispatched": 3}}} } }
