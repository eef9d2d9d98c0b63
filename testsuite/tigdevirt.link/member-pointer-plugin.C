// The program of member-pointer-no-plugin.C with every object compiled
// with the plugin: the pointer to member is recorded where it is taken,
// in the other unit, and keeps by_pointer's slots; nothing is dead.
// { dg-do run }
// { dg-options "-O2 -flto -fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "member-pointer-helper.cc" "-O2 -flto -fvisibility=hidden" }
#include "member-pointer-helper-main.h"
// { dg-output "33" }
// { dg-final { scan-wpa-ipa-dump "dead-methods kept 2: a pointer to member function names its slot\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead methods: removed=0 " "tigdevirt" } }
// { dg-final { defined-symbol "Dial::by_pointer() const" } }
