// Shared by the type-flow benchmarks (allocation, factory, placement,
// callers, array, global): a small hierarchy whose objects meet code the
// compiler cannot see into before each virtual call.
#ifndef BENCH_COUNTER_H
#define BENCH_COUNTER_H
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
// The other classes' objects, so that no hierarchy has one class only.
Counter *make_other (int i);
#endif
