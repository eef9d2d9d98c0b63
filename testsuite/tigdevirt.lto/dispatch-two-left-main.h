// dispatch-two-left: the hot scan and main, for dispatch-two-left_0.C and
// dispatch-two-left-cold_0.C (which defines AFTER_KIND to run its cold
// copy of the scan once per comparator).
#include <cstdio>
#include "dispatch-two-left.h"
#ifndef AFTER_KIND
#define AFTER_KIND(c, keys)
#endif

__attribute__ ((noinline)) long
hot_scan (int first)
{
  static const char *const keys[] = { "apple", "banana", "cherry", "date",
				      "elder", "fig", "grape", "kiwi" };
  static const char *const wanted[] = { "cherry", "dog", "zebra", "a", "fig" };
  long sum = 0;
  for (int kind = 0; kind < 3; kind++)
    {
      const Comparator *c = make_comparator (kind + first);
      for (int r = 0; r < 100; r++)
	for (const char *k : wanted)
	  sum = (sum * 7 + seek (c, keys, 8, k)) % 1000003;
      AFTER_KIND (c, keys);
    }
  return sum;
}

int
main (int argc, char **)
{
  std::printf ("%ld\n", hot_scan (argc - 1));
  return 0;
}
