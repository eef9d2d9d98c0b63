// A pointer held in a global variable, set once at start-up with a
// new-expression's object and used after calls to code the compiler
// cannot see into (issue 20: flow through globals not visible outside
// the unit; docs/type-flow.md).  GCC knows nothing of what a global
// holds; Clang neither.
#include "../counter.h"
