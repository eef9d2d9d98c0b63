// std-wrappers_0.C in whole-program mode: the same output in every
// partition mode.  The exceptions' hierarchy is closed; Op's calls stay
// guarded with an incomplete list, as by default: their context is
// "maybe in construction" (GCC's, for objects in the variant's and the
// optionals' storage in main's frame) and Op's own vtable is in no unit
// of the link (no object keeps it), so the slot a base under
// construction would give cannot be read.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-output "err:Err\r?\nio:IoErr\r?\nio:NetErr\r?\nnone\r?\nre:NetErr\r?\n638402 52919" }
#include "std-wrappers-main.h"
// { dg-final { scan-wpa-ipa-dump "hierarchy Err: closed" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy Op: closed" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative Mul::apply\\(int\\) const, Add::apply\\(int\\) const " 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call \\d+ \[^\n\]*caller=main otr=Err token=0 \[^\n\]* complete 3: " "tigdevirt" } }
