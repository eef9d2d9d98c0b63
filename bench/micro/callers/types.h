// A function (not inlined) whose every caller passes a Step, by
// reference, and whose object meets code the compiler cannot see into
// before each virtual call (issue 20: the type every caller passes;
// docs/type-flow.md, param-types.cc).  GCC's IPA-CP does not carry the
// callers' type into the function.
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
