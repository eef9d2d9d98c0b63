// program-counts-pointer-calls.C compiled without -flto: the unit is not
// the whole program, so work, of external linkage, is an entry point code
// outside may call (once, for the budget); a pointer of its type also
// calls it 1000 times in main's loop, and the digests come from the
// statements in memory (no LTO records to read).  work's call wins the
// budget as in the LTO build; before, setup_one's did.
// { dg-do run }
// { dg-options "-O2 --param large-unit-insns=1 -fplugin-arg-tigdevirt-dump=details -fplugin-arg-tigdevirt-speculation-growth=25" }
#include "program-counts-pointer-calls.C"
// { dg-output "507797" }
// { dg-final { scan-ipa-dump "program counts: 1 functions called through pointers run as often as the pointer calls of their type" "tigdevirt" } }
// { dg-final { scan-ipa-dump "  work\\(Shape\\*, int\\): \\d{2,}\\.\\d+ runs \\(1 of 1 functions of its type\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const, \[A-Za-z\]+::area\\(int\\) const \\(source=\[a-z-\]+ frequency=\\d{2,}\\.\\d+ " "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ (none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d{1,2}\\.\\d+\\)|speculative \[^\n\]*edges\[^\n\]*frequency=\\d{1,2}\\.\\d+ \[^\n\]*fewer targets: over the speculation budget)" "tigdevirt" } }
