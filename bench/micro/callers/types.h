// A function (not inlined) whose every caller passes a Step, by
// reference, and whose object meets code the compiler cannot see into
// before each virtual call (issue 20: the type every caller passes;
// docs/type-flow.md, param-types.cc).  GCC's IPA-CP does not carry the
// callers' type into the function.
#include "../counter.h"
