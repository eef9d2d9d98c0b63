// Whole-program mode, an interface implemented only in a shared library
// of the link (the shape of kyotocabinet's Compressor): no symbol of Codec
// is in the LTO unit, so the linker cannot report anything about it and it
// must stay open.  It used to be closed, with no instances, and the call
// made unreachable.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-shared-library "shared-codec.cc" "-O2" link }
#include <cstdio>
#include "codec-iface.h"
__attribute__ ((noinline)) int
encode (const Codec *c, int x)
{
  return c->encode (x);
}
int
main ()
{
  Codec *c = make_codec ();
  printf ("%d\n", encode (c, 5));
  delete c;
  return 0;
}
// { dg-output "18" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Codec: open \\(no symbol in the LTO unit\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ unreachable" "tigdevirt" } }
// The hierarchy code outside the LTO unit reaches is open: no method of it is removed.
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
