// field-binding_0.C without -flto, with strict-vtable-pointers=1: the
// fields a structured binding names are not proved (the program printed
// 20 20 20 20 before).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "../tigdevirt.lto/field-binding_1.C"
#include "../tigdevirt.lto/field-binding-main.h"
// { dg-output "20 30 20 30(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field E::s, not proved: a structured binding names it" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field F::s, not proved: a structured binding names it" "tigdevirt" } }
