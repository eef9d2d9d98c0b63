// verify mode on vbase-plain-destructor.C's program (GCC PR120098's
// shape): GCC 15 and 16 count Docs, which only C's construction vtables
// install, as possibly instantiated, so their list for the calls in wrap
// () holds Docs::next; GCC 11 to 14 leave it out.  Our model of GCC's
// rules follows the version (compat/devirt-rules.h): no difference
// (on GCC 16 the model without the rule differed on every
// call).  With GCC 13 no polymorphic call of this program reaches the
// pass (checked=0): the test is for the versions with the rule.
// { dg-do compile }
// { dg-require-gcc 15 }
// { dg-options "-Os -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include "vbase-plain-destructor.C"
// { dg-final { scan-ipa-dump "verify: checked=\[1-9\]" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "verify-diff" "tigdevirt" } }
