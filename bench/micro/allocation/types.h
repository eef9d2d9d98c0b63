// An object made by a new-expression and handed to code the compiler
// cannot see into before each of its virtual calls (issue 20, the first
// situation): GCC keeps the type only as a guess after the call;
// tigdevirt with strict-vtable-pointers=1, and Clang with
// -fstrict-vtable-pointers, know it (docs/type-flow.md).
struct Counter
{
  virtual long next (long x) = 0;
  virtual ~Counter () {}
};
struct Step : Counter
{
  long k;
  Step (long k) : k (k) {}
  long next (long x) override;
};
struct Twice : Counter { long next (long x) override; };
struct Mask : Counter { long next (long x) override; };
// Code the caller cannot see into: it may do anything with the object.
void report (Counter *c);
Counter *make_other (int i);
