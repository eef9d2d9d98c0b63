// Guards run most likely first.  GCC expands a call's speculative edges
// in the order of its callee list, the first one tested first, and puts
// each new edge at the head of the list: made most likely first, the
// least likely target was tested first.  The pass's transform now puts
// every call's guards in order (by count, then decision order) before
// GCC expands them.  The complete list: Common::cost for four classes,
// Rare::cost for two, Odd::cost for one; Common is guarded first, Rare
// second, Odd called directly.  The code of total_cost must compare with
// Common::cost's address before it compares with Rare::cost's (the
// bodies are inlined; the guards' compares stay).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "guard-order-main.h"
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Common::cost\\(int\\) const, Rare::cost\\(int\\) const \\+ direct Odd::cost\\(int\\) const" "tigdevirt" } }
// { dg-final { guard-order total_cost "Common::cost(int) const" "Rare::cost(int) const" } }
