// The program of field-unique-ptr*_0.C.
#include <cstdio>
#include <utility>
#include "field-unique-ptr.h"

int
main ()
{
  Engine e;
  int r1 = e.run (10);
  e.reset ();
  r1 += e.run (10);
  Dual d1 (false), d2 (true);
  int r2 = d1.run (10) + d2.run (10);
  d1.adopt (d2);
  r2 += d1.run (10) + d2.run (10);
  d1.clear ();
  r2 += d1.run (10);
  Moved m1;
  Moved m2 (std::move (m1));
  int r3 = m1.run (10) + m2.run (10);
  Swapped sw;
  std::unique_ptr<Strategy> other = std::make_unique<Twice> ();
  int r4 = sw.run (10);
  sw.swap_with (other);
  r4 += sw.run (10) + other->step (10);
  Given g (std::make_unique<Third> ());
  int r5 = g.run (10);
  Leaky l;
  int r6 = l.run (10);
  l.slot () = std::make_unique<Twice> ();
  r6 += l.run (10);
  Made md (true);
  int r7 = md.run (10);
  Dropper dr;
  int r8 = dr.run (10);
  std::printf ("%d %d %d %d %d %d %d %d\n", r1, r2, r3, r4, r5, r6, r7, r8);
  return 0;
}
