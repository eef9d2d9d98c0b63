// A small program's room above speculation-growth% is for calls that run
// more than once per copy of their code, or whose runs nothing counts.
// Handler::on_event is called only by virtual calls, none of them in the
// unit (drive, in a non-LTO object, calls it): every virtual call of the
// unit was counted and none reaches it, so nothing here says its call of
// area () runs more than once per run: no room (boost's error_category
// members, called only through their vtables, took a 7.5 KB program's
// room: liborcus's orcus-test-json-mapped, .text 1.28x).  A function
// called through a pointer the unit holds keeps it: dispatch-last_0.C.
// The program prints what it prints without the plugin.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "callback-runs-lib.cc" "-O2 -fno-lto" }
#include "callback-runs.h"
#include <cstdio>
struct Square : Shape
{
  int s;
  Square (int x) : s (x) {}
  int area () const override { return s * s; }
};
struct Circle : Shape
{
  int r;
  Circle (int x) : r (x) {}
  int area () const override { return 3 * r * r; }
};
struct Handler : Listener
{
  Shape *shape;
  int on_event (int i) override { return i + shape->area (); }
};
int
main (int argc, char **)
{
  Handler h;
  Square sq (argc + 1);
  Circle ci (argc);
  h.shape = argc > 1 ? (Shape *) &ci : (Shape *) &sq;
  std::printf ("%d\n", drive (&h, 3));
  return 0;
}
// { dg-output "15(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Handler::on_event\\(int\\) \[^\n\]*otr=Shape" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ none: over the speculation budget: a small program's extra room" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "calls-without=1\n" "tigdevirt" } }
