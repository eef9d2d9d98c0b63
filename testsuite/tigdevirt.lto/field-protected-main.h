// The program of field-protected*_0.C.
#include "field-protected.h"
#include <cstdio>

int
main ()
{
  Widget w;
  Button b;
  Panel p;
  FancyPanel f;
  int t = f.run (10);
  Hack::put (f);
  printf ("%d %d %d %d %d\n", w.run (10), b.run (10), p.run (10), t,
	  f.run (10));
  return 0;
}
