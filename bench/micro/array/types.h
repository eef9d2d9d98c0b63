// The elements of a local array of one class, indexed by a value the
// compiler does not know and handed to code it cannot see into (issue
// 20: a local array of one class type indexed by a variable;
// docs/type-flow.md).  GCC's context gives up on a variable index.
#include "../counter.h"
// An index the compiler cannot see through.
int pick (int i);
