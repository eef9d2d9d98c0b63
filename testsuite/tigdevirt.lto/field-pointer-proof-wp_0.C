// field-pointer-proof_0.C's program in whole-program mode: no class
// outside the link derives from Quiet, and its one derived class, Kid,
// stores nothing: Quiet's protected field holds step_mul, the call in
// Quiet::run is direct; Base's derived class Derived stores step_user,
// joined with Base's step_add: two functions, a complete list, one
// compare and a direct call (the dispatch).  Engine's and Copied's as by
// default.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#define FIELD_POINTER_PROOF_MAIN
#include "field-pointer-proof.h"
// { dg-output "4951 67126 -4249 -4249 -4249 67126 -4249 67126 -4249" }
// { dg-final { scan-wpa-ipa-dump "through Quiet::step: step_mul\\(long, long\\) \\(1000\\), proved: the only function stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Base::step: step_user\\(long, long\\) \\(1000\\) step_add\\(long, long\\) \\(1000\\), proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Engine::step: step_add\\(long, long\\) \\(1000\\), proved" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field pointers: calls=9 speculative=\\d+ guards=\\d+ direct=3 dispatched=2" "tigdevirt" } }
// { dg-final { indirect-calls "Quiet::run" 0 } }
// { dg-final { indirect-calls "Engine::run" 0 } }
// { dg-final { indirect-calls "Base::run" 0 } }
