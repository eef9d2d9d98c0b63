// A pair loop calling a callback object per pair, the callback making
// the real work a function-pointer call (Bullet's processAllOverlappingPairs
// and btCollisionPairCallback): a guarded process () inlines Collide's
// body, so hot_walk holds its function-pointer call, which GCC alone makes
// one level down.  Per pair the plugin's build makes one indirect call where
// GCC alone makes two (never-worse.py counts both, in the code and executed).
#include <cstdio>
#include <cstdlib>
#include "pairs.h"

static void
near_callback (const Pair &p, long &sum)
{
  sum += p.a * 3 + p.b;
}

// The loop over the pairs: the callback's process () runs per pair.
__attribute__ ((noipa)) long
hot_walk (Callback *cb, Pair *pairs, int n)
{
  long removed = 0;
  for (int i = 0; i < n; i++)
    if (cb->process (pairs[i]))
      removed++;
  return removed;
}

int
main (int argc, char **argv)
{
  int iterations = argc > 1 ? atoi (argv[1]) : 1;
  enum { N = 1000 };
  static Pair pairs[N];
  for (int i = 0; i < N; i++)
    pairs[i] = Pair { i % 97, (i * 7) % 89 };
  Dispatcher d = { near_callback, 0 };
  Callback *collide = make_collide (&d);
  Cache *cache = make_cache ();
  long removed = 0;
  for (int it = 0; it < iterations; it++)
    {
      removed += hot_walk (collide, pairs, N);
      // Now and then a proxy goes: its pairs are cleaned, then counted.
      Callback *clean = make_clean (cache, it % 97);
      Callback *remove = make_remove (it % 89);
      removed += hot_walk (clean, pairs, N / 10) + hot_walk (remove, pairs, N / 10);
      delete clean;
      delete remove;
    }
  std::printf ("%ld %ld\n", d.sum, removed);
  delete collide;
  delete cache;
}
