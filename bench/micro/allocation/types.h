// An object made by a new-expression and handed to code the compiler
// cannot see into before each of its virtual calls (issue 20, the first
// situation): GCC keeps the type only as a guess after the call;
// tigdevirt with strict-vtable-pointers=1, and Clang with
// -fstrict-vtable-pointers, know it (docs/type-flow.md).
#include "../counter.h"
