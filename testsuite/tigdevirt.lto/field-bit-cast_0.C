// std::bit_cast makes an object of a class from another type's bytes: the
// private pointer fields in it hold what those bytes held, stored without
// naming the field.  E's members store only an L, but main makes an E
// from a Raw holding a T: the field is not proved, by default and in
// every partition mode, and the program prints T's results for it (60
// 510).  Before the walk knew bit_cast, the field was proved to hold an
// L, its objects contained, and the call made direct to L::step by
// default (60 60).
// { dg-do run }
// { dg-options "-std=c++20 -fplugin-arg-tigdevirt-dump" }
#include "field-bit-cast.h"
#include "field-bit-cast-main.h"
// { dg-output "60 510(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field E::s, not proved: a bit_cast from another type makes an object holding it" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=E::run\\(int\\) const \[^\n\]*field=" "tigdevirt" } }
