// field-member-pointer_0.C without -flto, with strict-vtable-pointers=1:
// the fields stored through pointers to data members are not proved
// (the program printed 40 20 20 before).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include "../tigdevirt.lto/field-member-pointer_1.C"
#include "../tigdevirt.lto/field-member-pointer-main.h"
// { dg-output "40 30 30(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field E::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field F::s, not proved: its address is taken" "tigdevirt" } }
