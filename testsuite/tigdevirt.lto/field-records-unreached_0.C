// A class an included header defines with inline members storing to a
// pointer field, used by no unit (field-records-unreached.h's Idle),
// leaves no record: the link joins one field's
// records, Keeper's, whose proof still makes Keeper::run's call direct.
// Before, each unit wrote a record of Idle's field keyed by the unit
// alone (its class has no ODR name where nothing reaches it): a program
// whose units each include a header of 3,000 such classes held 93,000
// of them at the link (bench/scale/shapes' fields-3000, 22 MB).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-records-unreached.h"


int
main ()
{
  Keeper k;
  int a = k.run (4);
  std::printf ("%d\n", a);
  return a != 14;
}

// { dg-final { scan-wpa-ipa-dump "caller=Keeper::run\\(int\\) const otr=Shape token=0 context=\\\[outer=Sq offset=0 in-construction=no derived=no\\\] complete 1: Sq::area\\(int\\) const field=Sq calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "pointer-field records: fields=1\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field-escape records: kept=1 read-past=0" "tigdevirt" } }
