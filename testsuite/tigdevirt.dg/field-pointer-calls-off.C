// field-pointer-calls.C with -fplugin-arg-tigdevirt-field-pointers=0: the
// call through the field is left as it is, the results the same.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-field-pointers=0" }
#include "field-pointer-calls.C"
// { dg-output "338115791 654493560" }
// { dg-final { scan-ipa-dump-not "pointer call \\d+ in" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "field pointers:" "tigdevirt" } }
