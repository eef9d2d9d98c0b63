// Shared by all microbenchmarks: each defines hot_loop() (the measured
// loop, never inlined so its indirect calls can be counted) and setup().
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H
#include <cstdio>
#include <cstdlib>

#define HOT __attribute__ ((noinline, noclone))

// setup() builds the workload; hot_loop() runs one iteration over it and
// returns a checksum contribution.
void setup ();
long hot_loop ();

inline int
bench_main (int argc, char **argv)
{
  long iterations = argc > 1 ? atol (argv[1]) : 1000;
  setup ();
  long sum = 0;
  for (long i = 0; i < iterations; i++)
    {
      // Once devirtualization leaves hot_loop no call, GCC finds it pure
      // and would compute it once for all iterations: the memory clobber
      // makes every iteration run it.
      asm volatile ("" ::: "memory");
      sum += hot_loop ();
    }
  printf ("%ld\n", sum);
  return 0;
}
#endif
