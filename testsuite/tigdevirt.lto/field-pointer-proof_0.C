// Calls through function-pointer fields every store to which the link
// sees (field-pointer-proof.h), by default: Engine's field, private, is
// stored only by its constructor in the other unit, with step_add: the
// call in Engine::run is direct.  Copied's, by a default member
// initializer and its copy constructor: direct to step_mul.  Dual's,
// two functions: a complete list, one compare and a direct call to the
// other (the dispatch, no indirect call left).  A setter's parameter
// (Settable), an escaped address (Exposed; Leaky, whose address-taking
// member is in a unit that stores nothing to the field), a public field
// (Open) and protected ones (Base, Quiet: code outside the link may
// derive from their classes): not proved, each for its reason, and
// guarded as before; main stores step_user into
// Settable, Exposed, Leaky, Open and Derived, and the program checks that each
// run calls it.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#define FIELD_POINTER_PROOF_MAIN
#include "field-pointer-proof.h"
// { dg-output "4951 67126 -4249 -4249 -4249 67126 -4249 67126 -4249" }
// { dg-final { scan-wpa-ipa-dump "through Engine::step: step_add\\(long, long\\) \\(1000\\), proved: the only function stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Copied::step: step_mul\\(long, long\\) \\(1000\\), proved: the only function stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Dual::step: step_add\\(long, long\\) \\(1000\\) step_mul\\(long, long\\) \\(500\\), proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Settable::step: \[^\n\]*not proved: a store stores a value that is not a known function's address" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Exposed::step: \[^\n\]*not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Open::step: \[^\n\]*not proved: some function that may store to it is not in the link, or it is public" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Base::step: \[^\n\]*not proved: it is protected, and code outside the link may derive from its class" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Quiet::step: \[^\n\]*not proved: it is protected, and code outside the link may derive from its class" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Leaky::step: \[^\n\]*not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field pointers: calls=9 speculative=\\d+ guards=\\d+ direct=2 dispatched=1" "tigdevirt" } }
// { dg-final { indirect-calls "Engine::run" 0 } }
// { dg-final { indirect-calls "Copied::run" 0 } }
// { dg-final { indirect-calls "Dual::run" 0 } }
