// field-bit-cast_0.C in a compile without -flto, by default: E's members
// store only an L, but main makes an E from a Raw's bytes holding a T
// (std::bit_cast): the field is not proved, and the program prints T's
// results for it.
// { dg-do run }
// { dg-options "-std=c++20 -fplugin-arg-tigdevirt-dump" }
#include "../tigdevirt.lto/field-bit-cast_1.C"
#include "../tigdevirt.lto/field-bit-cast_0.C"
// { dg-output "60 510(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field E::s, not proved: a bit_cast from another type makes an object holding it" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "caller=E::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
