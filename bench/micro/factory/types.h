// Objects made by a function that returns them (a factory, out of line
// in another unit), handed to code the compiler cannot see into before
// each of their virtual calls, and passed to a function only such
// objects reach (issue 20, the factory and every-caller situations):
// GCC keeps no type for a pointer a call returned; tigdevirt joins the
// factory's new-expression to the call at the link (docs/type-flow.md).
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
// The factory, and the other classes' objects.
Counter *make_step (long k);
Counter *make_other (int i);
