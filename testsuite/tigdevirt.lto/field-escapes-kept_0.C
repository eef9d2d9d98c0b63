// At the link only the field-escape records of fields a query can ask
// about are kept (field-escape-section.cc): Keeper's private field,
// whose every store stores a Sq.  Open's public field and Empty's field,
// to which only null is stored, prove no class, so their records are
// read past.  Keeper::run's call is still direct: the record kept is the
// one its proof needs.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-escapes-kept.h"

int
main ()
{
  Keeper k;
  Open o;
  Empty e;
  int a = k.run (4);
  int b = o.run (3);
  int c = o.s->area (2);
  int d = e.run (5);
  std::printf ("%d %d %d %d\n", a, b, c, d);
  return !(a == 14 && b == 15 && c == 12 && d == -5);
}

// { dg-final { scan-wpa-ipa-dump "caller=Keeper::run\\(int\\) const otr=Shape token=0 context=\\\[outer=Sq offset=0 in-construction=no derived=no\\\] complete 1: Sq::area\\(int\\) const field=Sq calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field-escape records: kept=1 read-past=1" "tigdevirt" } }
