// The loop and main of helper-members*_0.C.
#include <cstdio>
#include "helper-members.h"

__attribute__ ((noipa)) long
loop (Holder *h, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += call_f (h->m, i) + call_f (h->n, i);
  return s;
}

int
main (int argc, char **)
{
  Holder h;
  h.m.k = 1;
  h.n.k = 3;
  Base *b = make (argc > 5);
  long s = loop (&h, 1000) + call_f (*b, 3);
  std::printf ("%ld\n", s);
  delete b;
}
