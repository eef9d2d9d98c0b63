// Objects made by a function that returns them (a factory, out of line
// in another unit), handed to code the compiler cannot see into before
// each of their virtual calls, and passed to a function only such
// objects reach (issue 20, the factory and every-caller situations):
// GCC keeps no type for a pointer a call returned; tigdevirt joins the
// factory's new-expression to the call at the link (docs/type-flow.md).
#include "../counter.h"
// The factory.
Counter *make_step (long k);
