// A program compiled with -fvisibility=hidden hands an object to a shared
// library, which calls its method: the program itself never calls
// Counter::on_event.  Listener, the library's interface, is hidden here
// only by -fvisibility=hidden and has no key function: the hierarchy is
// open (the library may derive from its own copy), and no method of it is
// removed (else the library would call __cxa_pure_virtual).
// { dg-do run }
// { dg-options "-O2 -flto -fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
// { dg-shared-library "callback-lib.cc" "-O2" link }
#include <cstdio>
#include "callback-api.h"

struct Counter : Listener
{
  int seen = 0;
  int on_event (int x) override { seen++; return 10 * x; }
};

int
main (int argc, char **)
{
  Counter c;
  int r = fire (&c, argc);
  std::printf ("%d %d\n", r, c.seen);
  return 0;
}
// { dg-output "30 2" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Listener: open \\(Counter: hidden by -fvisibility=hidden only, and no key function of it or its bases in the link\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
