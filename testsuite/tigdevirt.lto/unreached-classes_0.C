// A class whose objects only code that cannot run builds gets no guard.
// Before inlining GCC keeps every possible target of a polymorphic call
// alive, so ApiMaker::make, which builds an Api, is in the call graph the
// plugin analyzes although nothing builds an ApiMaker; GCC drops it after
// inlining.  A guard on Api::step would keep Api::step in the program
// (Debian's nghttp2: its unit test's .text grew by 43%).  Fast is built
// only through FastMaker's vtable (new_maker builds a FastMaker) and Slow
// only through a function pointer in a table main reads: both are
// reached, and run's call guards them.  Default visibility: every list is
// incomplete.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "unreached-classes.h"

int
main (int argc, char **)
{
  Maker *m = new_maker (argc);
  Conn *c = m->make ();
  Conn *s = factories[argc - 1] ();
  int r = run (c, 1000) + run (s, 10);
  std::printf ("%d\n", r);
  delete c;
  delete s;
  delete m;
  return r == 500500 + 155 ? 0 : 1;
}
// { dg-final { scan-wpa-ipa-dump "type \\d+ Api derivations=open vtable=defined \\(used by no code that can run\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "type \\d+ ApiMaker derivations=open vtable=defined \\(used by no code that can run\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "type \\d+ Fast derivations=open vtable=defined\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "type \\d+ Slow derivations=open vtable=defined\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative (Fast::step\\(int\\), Slow::step\\(int\\)|Slow::step\\(int\\), Fast::step\\(int\\)) \\(" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "speculative\[^\n\]*Api::step" "tigdevirt" } }
