// A private pointer field whose holding object reaches code outside the
// link (an object compiled without LTO and without the plugin), by
// default.  Outside code cannot name the field; it can store it only
// through Engine's implicit copy and move members, instantiated there,
// which store it from the same field of another Engine: the stored class
// stays proved, and Engine::run's loop makes no indirect call (issue 60's
// pattern).  Custom's copy assignment is user-provided and defined outside
// the link: it stores a class the link never sees, so its field is not
// proved; the program checks that Custom::run then calls that class
// (90, not 55).
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "field-outside-copy-lib.cc" "-O2 -fno-lto @NOPLUGIN@" }
#include <cstdio>
#include "field-outside-copy.h"

int Linear::step (int x) const { return x + 1; }
Engine::Engine () : s (new Linear) {}
Custom::Custom () : s (new Linear) {}

__attribute__ ((noinline)) int
Engine::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

__attribute__ ((noinline)) int
Custom::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

int
main ()
{
  Engine *e = new Engine;
  Engine *f = new Engine;
  outside_copy (e, f);
  Custom *c = new Custom;
  Custom *d = new Custom;
  int before = c->run (10);
  outside_custom (c, d);
  std::printf ("%d %d %d\n", e->run (10), before, c->run (10));
  return 0;
}
// { dg-output "55 55 90" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=\\d+ context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Custom::s, not proved: some function that may store to it is not in the link" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Custom::run\\(int\\) const \[^\n\]* complete 1" "tigdevirt" } }
// { dg-final { indirect-calls Engine::run 0 } }
