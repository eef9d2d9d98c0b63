// A private pointer field whose stores go through a pointer to data
// member (`&E::s' in a member function; `&F::s' in a static member's
// initializer) is not proved: the store `this->*pm = new T' names no
// field.  In whole-program mode the call in run stays on both classes,
// and the program prints T's results after swap_in (30 30), in every
// partition mode.  Before the walk counted member pointers as the
// address taken, both calls were made direct to L::step (20 20).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "field-member-pointer-main.h"
// { dg-output "40 30 30(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field E::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field F::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=\[EF\]::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
