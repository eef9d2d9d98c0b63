// A private pointer field a structured binding names is not proved: the
// store through the binding (`p = new T') names no field in the front
// end's trees.  By default and in every partition mode the calls in run
// stay on every class and the program prints T's results after
// retarget (20 30 20 30).  Before the walk counted structured bindings,
// the field was proved to hold an L and its objects contained, and both
// calls were made direct to L::step by default (20 20 20 20).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "field-binding.h"
#include "field-binding-main.h"
// { dg-output "20 30 20 30(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field E::s, not proved: a structured binding names it" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field F::s, not proved: a structured binding names it" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=\[EF\]::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
