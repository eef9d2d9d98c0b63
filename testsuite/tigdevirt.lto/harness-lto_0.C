// Harness self-test: a two-TU program linked with LTO, run under every LTO
// option set; the link-time IPA dump of GCC's own devirt pass is found
// whatever the partitioning (WPA dump, or the single lto1's dump with
// -flto-partition=none).
// { dg-do run }
// { dg-options "-fdump-ipa-devirt" }

#include "harness-lto.h"

__attribute__ ((noinline)) int
call_value (const Base *b)
{
  return b->value ();	// The virtual call; its targets are in harness-lto_1.C.
}

int
main ()
{
  Base *b = make_derived ();
  int r = call_value (b);
  delete b;
  return r == 42 ? 0 : 1;
}

// ("Procesing" is how GCC 12 spells it.)  The call in call_value and the
// deleting destructor call in main are seen at link time; devirt runs only
// there (not at compile time with -flto, not in LTRANS), so all stages
// together hold one summary line.
// { dg-final { scan-wpa-ipa-dump "Procesing function call_value" "devirt" } }
// GCC 16's ipa_devirt asks whether a call is cold before it counts it as
// polymorphic: the two calls are "2 cold" there.
// { dg-final { scan-wpa-ipa-dump "2 polymorphic calls|0 polymorphic calls, .* 2 cold" "devirt" } }
// { dg-final { scan-ipa-dump-times "polymorphic calls, " 1 "devirt" } }
// { dg-final { scan-ipa-dump-not "Procesing function make_derived" "devirt" } }
