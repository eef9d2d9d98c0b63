// parser<h1>::parse and parser<h2>::parse are the same code: GCC's ICF
// merges them.  Their calls to base's members on `this' state a class
// (parser<H>), but one without a vptr, which says nothing of a virtual
// call: the plugin must not record it, or the function is kept from ICF
// (keep_apart_from_icf) for nothing.  liborcus's sax-parser-test lost a
// quarter of its .text that way.  ICF's count of merged symbols is 1 with
// the plugin as without it.
// GCC 17's development snapshot (20261020, r17-5409) does not merge them
// alone ("Equal symbols: 0" with the plugin and without it): the count
// says nothing there, so the test is for GCC 11 to 16.
// { dg-do run }
// { dg-require-gcc 11 16 }
// { dg-options "-fdump-ipa-icf" }
#include "icf-stated-nonpolymorphic.h"
#include <cstdio>
int
main ()
{
  volatile int four = 4, five = 5;
  parser<h1> p;
  printf ("%d %d\n", p.parse (four), parse_h2 (five));
  return 0;
}
// { dg-output "6 10(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "Equal symbols: 1" "icf" } }
