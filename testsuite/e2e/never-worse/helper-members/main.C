// A virtual call in a small helper of another unit (call_f), inlined
// into a loop over two member objects of different classes: speculated
// in the helper, each inlined copy carries its guards and its fallback;
// versioning the loop on one copy's guards copied the other's fallback
// into every version (5 indirect calls against GCC alone's 2, GCC 12 and
// 16, before guard-versioning.cc counted them).
#include <cstdio>
#include <cstdlib>
#include "../../../tigdevirt.lto/helper-members.h"

__attribute__ ((noipa)) long
hot_loop (Holder *h, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += call_f (h->m, i) + call_f (h->n, i);
  return s;
}

int
main (int argc, char **argv)
{
  Holder h;
  h.m.k = 1;
  h.n.k = 3;
  Base *b = make (argc > 5);
  long s = hot_loop (&h, 1000 * (argc > 1 ? atoi (argv[1]) : 1)) + call_f (*b, 3);
  std::printf ("%ld\n", s);
  delete b;
}
