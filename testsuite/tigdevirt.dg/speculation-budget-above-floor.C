// A program above --param large-unit-insns has no small program's extra
// room: the calls its budget cuts are cut for the budget alone, and the
// dump and the statistics say so.  The room was computed as
// the budget less PCT% of the unit's size, two rounded products whose
// difference is about 1e-12 units for about half of the sizes above the
// floor (here 274 units at 7%, on GCC 12 and 16); their cut calls were
// given the small program's reason (Debian's leveldb: db_bench, 29,047
// units, 140 calls).  The program is speculation-copies.C's (its
// directives are read from this file only).
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=7 --param large-unit-insns=1" }
#include "speculation-copies.C"

// { dg-output "-10 233 8 12345678" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative A::step\\(int\\), B::step\\(int\\), C::step\\(int\\) " "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "decision \\d+ none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d+\\.\\d\\d\\)\n" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "small program's extra room" "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation extra room: room=0 used=\\d+ calls-without=0\n" "tigdevirt" } }
