// A function-local class of an inline function has vague linkage: this
// unit, which never calls Local::b, must not clear b's slot at compile
// time, since the linker may keep this unit's copy of the vtable while
// local-class-b.cc calls b through it.  Without LTO nothing is removed;
// the program prints what it prints without the plugin.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
// { dg-additional-sources "local-class-b.cc" }
#include <cstdio>
#include "local-class.h"

int
main (int argc, char **)
{
  Iface *i = make_local (argc + 1);
  int r = i->a ();
  delete i;
  std::printf ("%d %d\n", r, use_b (3));
  return 0;
}
// { dg-output "2 30" }
// { dg-final { scan-ipa-dump-not "dead-method " "tigdevirt" } }
