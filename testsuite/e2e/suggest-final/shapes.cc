#include "shapes.h"

namespace geo {
int Square::area () const { return s * s; }
int Square::sides () const { return 4; }

__attribute__ ((noipa)) int
square_total (const Square *s, int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area () + s->sides ();
  return t;
}

__attribute__ ((noipa)) int rect_area (const Rect &r) { return r.area (); }
__attribute__ ((noipa)) int frame_sides (const Frame *f) { return f->sides (); }
} // namespace geo
