// The program of arm-alias-sets_0.C without the repair: every supported
// GCC's PRE gives the C3 object (k == 2) f from before C3::mu2 stored it,
// in run_loaded (GCC 11 to 15 in run too): -O0 prints f = 95 for it,
// this 27.  GCC 12 needs the LIM repair off too: its bare
// accesses happen to hide the bug.  If a GCC release fixes this, the
// test fails for it: then the repair can go there (src/compat/gcc-bugs.h).
// { dg-do run }
// { dg-options "-std=c++17 -fplugin-arg-tigdevirt-fix-arm-alias-sets=0 -fplugin-arg-tigdevirt-fix-lim-paths=0" }
#include "arm-alias-sets_0.C"
// { dg-output "\n2 27 \\d+ 2\n" }
