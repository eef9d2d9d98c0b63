// field-coroutine_0.C without -flto, with strict-vtable-pointers=1: the
// store in the coroutine counts (the program printed 55 55 before).
// { dg-do run }
// { dg-options "-std=c++20 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "../tigdevirt.lto/field-coroutine_1.C"
#include "../tigdevirt.lto/field-coroutine-main.h"
// { dg-output "55 135(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "caller=E::run\\(int\\) const \[^\n\]*field=L\\|T" "tigdevirt" } }
