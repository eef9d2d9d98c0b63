// The class a member call states, for a member function left out of
// line (member-call-types.h in src/type-flow): `n->caller (x)' with N not
// final says the object is an N or of a class derived from N.  The fact
// narrows GCC's context of the `this' argument (its jump function), and
// the calls of Base::caller, whose every caller states an N (use_n) or
// an NN (use_nn), meet in "an N or derived": the virtual call inside it
// has two targets of four (callers-state=N), by default, in every
// partition mode.  Not narrowed: Base::mixed, called on an N and on an
// Other (the meet is a Base), and Base::plain, called on a Base.
// Base::gcaller, called on an N and an NN, has N::g alone (NN does not
// override g): one target, with the unknown classes of the open hierarchy
// (member-call-outline-wp_0.C: whole-program mode makes it direct).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "member-call-outline-main.h"
// { dg-output "4540 45050 4585 60 290(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Base::caller\\(int\\) const otr=Base token=0 context=\\\[outer=N offset=0 in-construction=no derived=maybe\\\] incomplete 2: N::f\\(int\\) const NN::f\\(int\\) const callers-state=N" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Base::mixed\\(int\\) const otr=Base token=0 context=\\\[outer=Base offset=0 in-construction=no derived=maybe\\\] incomplete 4:" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Base::plain\\(int\\) const otr=Base token=0 context=\\\[outer=Base offset=0 in-construction=no derived=maybe\\\] incomplete 4:" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Base::(?:mixed|plain)\\(int\\) const \[^\n\]*callers-state" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Base::gcaller\\(int\\) const otr=Base token=1 context=\\\[outer=N offset=0 in-construction=no derived=maybe\\\] incomplete 1: N::g\\(int\\) const callers-state=N" "tigdevirt" } }
