// Loads of an object's vptr and slot (issue 21, docs/vptr-reuse.md): an
// object whose methods are called in loops and between calls to code in
// another unit that writes memory (a ring of pointers) but changes no
// dynamic type.  GCC loads the vptr and the slot again after every such
// call and never moves them out of the loop; Clang with
// -fstrict-vtable-pointers reuses a vptr across calls by the C++ rule;
// tigdevirt proves it over the whole program (and, with
// strict-vtable-pointers=1, applies the rule).  The object comes from a
// factory of several classes, so that no one knows its class.
#include "../counter.h"
struct Holder
{
  Counter *c;
  long uses;
};
// Records P in a ring of pointers: code the caller cannot see into.
void note (void *p);
Counter *make_any (int kind);
Holder *make_holder (Counter *c);
