#include <cstdio>
#include "shapes.h"

namespace geo {
__attribute__ ((noipa)) int circle_area (const Circle<int> *c) { return c->area (); }
// Stays polymorphic: Shape has several derived classes.
__attribute__ ((noipa)) int any_area (const Shape *s) { return s->area (); }
}

int
main ()
{
  geo::Square sq (3);
  geo::Rect r (2, 5);
  geo::Frame f (4, 4);
  geo::Circle<int> c (2);
  geo::Circle<double> cd (1.5);
  std::printf ("%d %d %d %d %d %d\n", geo::square_total (&sq, 3),
	       geo::rect_area (r), geo::frame_sides (&f), geo::circle_area (&c),
	       geo::any_area (&cd), geo::any_area (&f));
  return 0;
}
