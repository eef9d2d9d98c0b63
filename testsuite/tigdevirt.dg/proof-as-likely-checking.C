// proof-as-likely.C under GCC's own checking of the call graph
// (-fchecking: verify_cgraph_node).  There GCC 16 guesses D1, B and D2
// while the proof gives D1 0.85: raising each guess to GCC's share made
// the shares 0.85 + 0.27 + 0.27, more than the whole call, and the
// speculative edges' counts more than the call's ("caller edge count does
// not match BB count").  The raises now shrink to what the call has left
// (call-estimate.cc).  Found on GCC 17's snapshot, a checking build.
// { dg-do run }
// { dg-options "-fchecking -fplugin-arg-tigdevirt-dump" }
#include "proof-as-likely.C"
// { dg-final { scan-ipa-dump "decision \\d+ speculative D1::f\\(int\\) const\[^\n\]*source=likely-type \[^\n\]*shares=0\\.8" "tigdevirt" } }
