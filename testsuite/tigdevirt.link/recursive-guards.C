// A guard whose target calls back into the guarded call's function makes
// the call recursive, and GCC's inliner unrolls recursion through it,
// each copy of the target bringing the guarded call again: Debian's
// GiNaC grew a test program's .text 9.4x (this program: 13x, 3 KB to
// 40 KB).  The deleting destructor of structure<tag> is the likely target
// of `delete p' in ~ptr, which its own members' destructors run: not
// guarded.  eval calls eval: GCC alone guards that call on its guess, and
// so does the plugin (dropping the guess would leave fewer guards than
// GCC alone's).  The program prints what it prints without the plugin.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump" }
// { dg-shared-library "recursive-guards-lib.cc" "-O2" link }
#include "recursive-guards-main.h"
// { dg-output "145" }
// { dg-final { scan-wpa-ipa-dump "recursive guard dropped: call \\d+ in \[^\\n\]* -> structure<tag>::~structure\\(\\) \\\[deleting\\\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "recursive-dropped=1/1 " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ none: the target calls back into the caller" 1 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative structure<tag>::eval\\(\\) const \\(source=gcc-guess" 2 "tigdevirt" } }
