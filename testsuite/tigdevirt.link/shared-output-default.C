// A -shared LTO output built with the plugin in default mode: the exported Api stays
// open (the linker reports its symbols as exported dynamically), the
// hidden Internal hierarchy is closed and its call becomes direct.  The
// test program, linked against the library, derives from Api itself.
// { dg-do run }
// { dg-shared-library "shared-output.cc" "-O2 -flto -fplugin-arg-tigdevirt-dump" link }
#include "shared-output-main.h"
// { dg-output "2 7 7" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Api: open \\(\[^\n\]*default visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy impl::Internal: closed \\(hidden visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ full impl::Three::value\\(\\) const" "tigdevirt" } }
