// Public pointer fields of classes local to their unit, by default: no
// code outside the unit can name such a class, so this unit's front end
// sees every store to its fields, whatever their access (field-types.h
// in src/type-flow).  Engine's every store stores a Lin and its objects reach
// no code outside the link: Engine::run's call is direct although the
// hierarchy is open.  Pair's fields hold a Lin or a Quad (a function of
// the unit, not a member, stores one).  Not proved: Exposed's field,
// whose address is taken (reseat stores a Cube through it: the program
// checks it), Agg's (an aggregate: it can be initialized in a template
// argument, which the walk does not see), Open's (a class of the global
// namespace: any unit may store to its public field).  Base's protected
// field holds a Lin or the Quad Derived's constructor stores: its derived
// classes are the unit's too.  In every partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-local-main.h"
// { dg-output "110 340 46 14 10 14(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=\\(anonymous namespace\\)::Engine::run\\(int\\) const otr=Step token=0 context=\\\[outer=Lin offset=0 in-construction=no derived=no\\\] complete 1: Lin::step\\(int\\) const field=Lin calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=\\(anonymous namespace\\)::Pair::run\\(int\\) const otr=Step token=0 \[^\n\]* field=Lin\\|Quad calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from public field \\(anonymous namespace\\)::Exposed::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=\\(anonymous namespace\\)::Agg::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=\\(anonymous namespace\\)::Base::run\\(int\\) const otr=Step token=0 \[^\n\]* field=Lin\\|Quad calls=" "tigdevirt" } }
