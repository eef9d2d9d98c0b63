// A private field of a class whose members are defined in two files
// (the usual layout of real code), by default: no unit defines every
// function that may store to it, but each unit writes which of them it
// walked, and the link finds them all walked (field-cover.cc in
// src/type-flow): Engine's every store stores a Linear, so Engine::run's
// call is direct although Engine is handed to code outside the link
// (keep); Duo's field holds a Linear or the Quad swap_in stores.  Not
// proved: Gap's field (set_other is defined nowhere in the link, so code
// outside it may) and Leaky's, whose address is taken in the other file
// (the program checks that run then calls Cube::step), and Odd's, which
// one unit declares with one more member than the others do.  In every
// partition mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-split.h"

int
main ()
{
  Engine *e = new Engine;
  keep (e);
  int a = e->run (100);
  e->reset ();
  int b = e->run (10);
  Duo d;
  int c = d.run (5);
  d.swap_in ();
  int f = d.run (5);
  Gap g;
  int h = g.run (5);
  Leaky l;
  l.leak ();
  int m = l.run (2);
  Odd o;
  int q = o.run (3);
  std::printf ("%d %d %d %d %d %d %d\n", a, b, c, f, h, m, q);
  delete e;
  return a == 100 && b == 10 && c == 6 && f == 32 && h == 6 && m == 67
	 && q == 5 ? 0 : 1;
}
// { dg-output "100 10 6 32 6 67 5(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Duo::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=(Linear\\|Quad|Quad\\|Linear) calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Gap::s, not proved: some function that may store to it is not in the link" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Leaky::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: loaded from private field Odd::s, not proved: some function that may store to it is not in the link" "tigdevirt" } }
