// A private pointer field stored in a member coroutine holds both classes
// stored (field=L|T), by default and in every partition mode, and the
// program prints T's results after retarget (55 135).  Before the walk
// followed a coroutine's body into its actor, the store there was not
// seen: the field was proved to hold an L, its objects contained, and the
// call made direct to L::step by default (55 55).
// { dg-do run }
// { dg-options "-std=c++20 -fplugin-arg-tigdevirt-dump" }
#include "field-coroutine.h"
#include "field-coroutine-main.h"
// { dg-output "55 135(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=E::run\\(int\\) const \[^\n\]*complete 2: L::step\\(int\\) const T::step\\(int\\) const field=L\\|T" "tigdevirt" } }
