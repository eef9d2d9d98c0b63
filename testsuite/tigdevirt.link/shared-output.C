// A -shared LTO output built with the plugin in whole-program mode: the exported Api stays
// open (the linker reports its symbols as exported dynamically), the
// hidden Internal hierarchy is closed and its call becomes direct.  The
// test program, linked against the library, derives from Api itself.
// { dg-do run }
// { dg-shared-library "shared-output.cc" "-O2 -flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" link }
#include <cstdio>
#include "shared-api.h"
struct Mine : Api
{
  int version () const override { return 7; }
};
__attribute__ ((noinline)) int
version_of (const Api *a)
{
  return a->version ();
}
int
main ()
{
  Api *theirs = make_api ();
  Api *mine = new Mine;
  printf ("%d %d %d\n", version_of (theirs), version_of (mine), internal_sum ());
  delete theirs;
  delete mine;
  return 0;
}
// { dg-output "2 7 7" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Api: open \\(\[^\n\]*exported dynamically\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy impl::Internal: closed \\(hidden visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ full impl::Three::value\\(\\) const" "tigdevirt" } }
