// A program compiled with -fvisibility=hidden hands an object to a shared
// library, which calls its method: the program itself never calls
// Counter::on_event, but Listener is in the type of fire, a function of
// the library, so the hierarchy reaches code outside the LTO unit and no
// method of it is removed (else the library would call
// __cxa_pure_virtual).
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
// { dg-final { scan-wpa-ipa-dump "dead-methods hierarchies-kept 1: a class of it reaches code outside the LTO unit\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
