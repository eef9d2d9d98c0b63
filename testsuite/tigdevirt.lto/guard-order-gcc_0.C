// GCC's own order, kept with order-guards=0: each new speculative edge
// goes to the head of the callee list and is tested first, so the guards
// made most likely first run least likely first.  The same program as
// guard-order_0.C: Rare::cost is compared before Common::cost.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-order-guards=0" }
#include "guard-order-main.h"
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Common::cost\\(int\\) const, Rare::cost\\(int\\) const \\+ direct Odd::cost\\(int\\) const" "tigdevirt" } }
// { dg-final { guard-order total_cost "Rare::cost(int) const" "Common::cost(int) const" } }
