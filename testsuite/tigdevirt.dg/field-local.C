// field-local_0.C in a compile without -flto, by default: the unit is all
// the plugin sees; Engine's public field, in a class of an anonymous
// namespace, holds the Lin its every store stores, and no code outside
// the unit reaches its objects: Engine::run's call is direct.  Pair's
// holds a Lin or a Quad; Exposed's address is taken (the program checks
// that run then calls Cube::step), Agg is an aggregate, Open a class any
// unit may name: not proved.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-optimized" }
#include "../tigdevirt.lto/field-local_1.C"
#include "../tigdevirt.lto/field-local_0.C"
// { dg-output "110 340 46 14 10 14(\n|\r\n|\r)" }
// { dg-message "devirtualizing call in \[^\n\]*Engine::run\\(int\\) const to Lin::step\\(int\\) const: the object is a Lin \\(loaded from a field only the link's code can name" "" { target *-*-* } 0 }
// { dg-prune-output "optimized: " }
// { dg-final { scan-ipa-dump "caller=\\(anonymous namespace\\)::Engine::run\\(int\\) const otr=Step token=0 context=\\\[outer=Lin offset=0 in-construction=no derived=no\\\] complete 1: Lin::step\\(int\\) const field=Lin calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=\\(anonymous namespace\\)::Pair::run\\(int\\) const otr=Step token=0 \[^\n\]* field=Lin\\|Quad calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from public field \\(anonymous namespace\\)::Exposed::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "caller=\\(anonymous namespace\\)::Agg::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "caller=Open::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=\\(anonymous namespace\\)::Base::run\\(int\\) const otr=Step token=0 \[^\n\]* field=Lin\\|Quad calls=" "tigdevirt" } }
