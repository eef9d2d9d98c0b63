// member-call-outline_0.C in whole-program mode: the callers of
// Base::gcaller state an N or an NN, and in N's subtree only N::g
// overrides g, so the call is direct (the remark says why: "every
// caller passes an object of class N or of a class derived from it").
// Base::caller's call keeps its two targets.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "member-call-outline-main.h"
// { dg-output "4540 45050 4585 60 290(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Base::gcaller\\(int\\) const otr=Base token=1 context=\\\[outer=N offset=0 in-construction=no derived=maybe\\\] complete 1: N::g\\(int\\) const callers-state=N" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Base::caller\\(int\\) const otr=Base token=0 context=\\\[outer=N offset=0 in-construction=no derived=maybe\\\] complete 2: N::f\\(int\\) const NN::f\\(int\\) const callers-state=N" "tigdevirt" } }
