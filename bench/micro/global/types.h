// A pointer held in a global variable, set once at start-up with a
// new-expression's object and used after calls to code the compiler
// cannot see into (issue 20: flow through globals not visible outside
// the unit; docs/type-flow.md).  GCC knows nothing of what a global
// holds; Clang neither.
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
