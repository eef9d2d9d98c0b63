// Guards that make their call recursive (src/speculation/recursive-
// guards.h), in one unit: testsuite/tigdevirt.link/recursive-guards.C's
// program with its library, a reference-counted expression tree as
// GiNaC's, whose deleting destructor is the likely target of the
// `delete p' its own members' destructors run, and whose eval calls
// eval.  Guarded, GCC's inliner unrolled the recursion through each copy
// (GCC 12: .text 1,026 bytes alone, 25,621 with the plugin, 59,867 in
// whole-program mode; 1,490 since).  never-worse.py judges the code
// size.
#include "../../../tigdevirt.link/recursive-guards-lib.cc"
#include "../../../tigdevirt.link/recursive-guards-main.h"
