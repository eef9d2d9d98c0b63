// speculation-copies.C with a budget three times the unit's size: the
// calls in release() fit it, and their growth counts each of the eight
// copies GCC's inliner makes of release(), one in each r1 ... r8.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=300" }
#include "speculation-copies.C"
// { dg-output "-10 233 8 12345678" }
// { dg-final { scan-ipa-dump-times "decision \\d+ speculative A::dispose\\(\\), B::dispose\\(\\), C::dispose\\(\\) \\(source=\[a-z-]+ frequency=\[0-9.]+ shares=\[0-9.,]+ growth=\\d+ copies=8 " 1 "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation extra room: room=\\d+ used=\\d+ calls-without=2" "tigdevirt" } }
