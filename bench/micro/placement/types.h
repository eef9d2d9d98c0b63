// Objects built with placement new in a static buffer, then handed to
// code the compiler cannot see into before each of their virtual calls
// (issue 20: placement new followed by calls through the pointer it
// returned), and a member reached through a pointer to its enclosing
// object.  GCC keeps the placed type only until the first call; Clang
// with -fstrict-vtable-pointers, and tigdevirt with
// strict-vtable-pointers=1, know it across (docs/type-flow.md).
#include "../counter.h"
// A member object: its class is its declared type.
struct Holder
{
  long id = 1;
  Step step{2};
};
// Code the caller cannot see into.
void report (Holder *h);
