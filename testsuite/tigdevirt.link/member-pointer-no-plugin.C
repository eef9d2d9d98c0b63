// An LTO object of the link compiled without the plugin: its pointers to
// member functions were not recorded, so no method may be removed (here
// the slots of by_pointer, which only that object's pointer to member
// reaches, would be).  The program runs as without the plugin.
// { dg-do run }
// { dg-options "-O2 -flto -fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "member-pointer-helper.cc" "-O2 -flto -fvisibility=hidden @NOPLUGIN@" }
#include "member-pointer-helper-main.h"
// { dg-output "33" }
// { dg-final { scan-wpa-ipa-dump "Dead methods: none removed: \[^\n\]*member-pointer-helper.o was compiled without the plugin\n" "tigdevirt" } }
// { dg-final { defined-symbol "Dial::by_pointer() const" } }
