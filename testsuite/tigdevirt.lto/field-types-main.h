// The program of field-types*_0.C.
#include "field-types.h"
#include <cstdio>

static void
report ()
{
  // Called from ~Observed, while the Noisy is being destroyed: its type
  // is Observed then ([class.cdtor]).
  printf (" %d", watched->run (1));
}

int
main (int argc, char **)
{
  Engine e;
  int a = e.run (10);
  e.reset ();
  a += e.run (10);
  Dual d1 (false), d2 (argc > 0);
  int b = d1.run (10) + d2.run (10);
  d1.adopt (d2);
  b += d1.run (10);
  Leaky l;
  delete l.slot ();
  l.slot () = new Twice;
  Setter s;
  s.set (new Third);
  Friendly f;
  Helper::swap_in (f, new Twice);
  Open o;
  o.s = new Third;
  printf ("%d %d %d %d %d %d", a, b, l.run (10), s.run (10), f.run (10),
	  o.run (10));
  watched = new Watched;
  int w = watched->run (1);
  observer = report;
  delete watched;
  Made m1 (false), m2 (argc > 0);
  Passed p (new Third);
  printf (" %d %d %d %d\n", w, m1.run (10), m2.run (10), p.run (10));
  return 0;
}
