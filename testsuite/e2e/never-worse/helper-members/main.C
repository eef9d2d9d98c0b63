#include <cstdio>
#include <cstdlib>
#include "types.h"

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
