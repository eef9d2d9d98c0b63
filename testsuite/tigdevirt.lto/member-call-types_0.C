// The class a member call's object expression states (member-call-types.h
// in src/type-flow): `d->caller (x)' with D final proves the object of the
// virtual call inside the inlined Base::caller a D, by default, in every
// partition mode: the call is direct.  The same for an inherited virtual
// method the front end calls directly (`d.h (x)'), through a chain of
// inlined member calls on `this', and with the base at an offset.  Not
// for a call on another object inside the method, nor on a member object.
// A class that is not final narrows the context to it and what derives
// from it (GCC's own context of the call, member-call-types.h).
// use_nonfinal's body is use_caller's in GIMPLE (only the pointer's class
// differs): GCC's ICF merged the two, and the code made direct for D ran
// for N objects (the sum printed 480); functions with such facts are kept
// apart from ICF.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "member-call-types-main.h"
// { dg-output "480 900 1060 4530 425 5 27045(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=use_caller\\(D const\\*, int\\) otr=Base token=0 context=\\\[outer=D offset=0 in-construction=no derived=no\\\] complete 1: D::f\\(int\\) const .*static=D calls=0" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=use_inherited\\(D const&, int\\) otr=Base token=0 context=\\\[outer=D offset=0 in-construction=no derived=no\\\] complete 1: D::f\\(int\\) const .*static=D calls=0" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=use_offset\\(M const\\*, int\\) otr=Base token=0 context=\\\[outer=M offset=64 in-construction=no derived=no\\\] complete 1: non-virtual thunk to M::f\\(int\\) const .*static=M calls=0" "tigdevirt" } }
// Whether Base::twice is inlined into use_chain is GCC's choice: either
// way its calls are direct (static=D inlined, or every caller's D).
// { dg-final { scan-wpa-ipa-dump "types \\d+: D from the type of the object of the member call it is made in" "tigdevirt" } }
// The member object and the other object: never static=Holder, one
// D (the call on `this' in Base::with, inlined or not: static=D or
// every caller's D).
// { dg-final { scan-wpa-ipa-dump-not "static=Holder" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "caller=(?:use_with\\(D const\\*, Base const\\*, int\\)|Base::with\\(Base const\\*, int\\) const) otr=Base token=0 context=\\\[outer=D " 1 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "caller=(?:use_with\\(D const\\*, Base const\\*, int\\)|Base::with\\(Base const\\*, int\\) const) otr=Base token=0 context=\\\[outer=Base " 1 "tigdevirt" } }
// Not final: the context narrowed to N or derived (two targets of five).
// { dg-final { scan-wpa-ipa-dump "caller=use_nonfinal\\(N const\\*, int\\) otr=Base token=0 context=\\\[outer=N offset=0 in-construction=no derived=maybe\\\] incomplete 2: N::f\\(int\\) const NN::f\\(int\\) const" "tigdevirt" } }
// { dg-final { indirect-calls use_caller 0 } }
// { dg-final { indirect-calls use_inherited 0 } }
// { dg-final { indirect-calls use_chain 0 } }
// { dg-final { indirect-calls use_offset 0 } }
