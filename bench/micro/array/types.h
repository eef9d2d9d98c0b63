// The elements of a local array of one class, indexed by a value the
// compiler does not know and handed to code it cannot see into (issue
// 20: a local array of one class type indexed by a variable;
// docs/type-flow.md).  GCC's context gives up on a variable index.
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
// An index the compiler cannot see through.
int pick (int i);
