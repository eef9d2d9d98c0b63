// The program of placement-types*_0.C.
#include "placement-types.h"

alignas (Linear) alignas (Square) static unsigned char
  arena[sizeof (Linear) > sizeof (Square) ? sizeof (Linear) : sizeof (Square)];

// Two objects one after the other in a static buffer; each is called
// through the pointer its placement new returned.
__attribute__ ((noinline)) int
in_arena (int n)
{
  Gauge *p = new (arena) Linear (3);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (p);
      s += p->read (i);
    }
  p->~Gauge ();
  Gauge *q = new (arena) Square;
  for (int i = 0; i < n; i++)
    {
      observe (q);
      s += q->read (i);
    }
  q->~Gauge ();
  return s;
}

// Storage the caller passes.
__attribute__ ((noinline)) int
in_buffer (void *buf, int n)
{
  Gauge *p = new (buf) Linear (1);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (p);
      s += p->read (i);
    }
  p->~Gauge ();
  return s;
}

// Another unit replaces the object: the pointer it returns reaches the
// new Square; the old pointer is not used again.
__attribute__ ((noinline)) int
replaced (int n)
{
  Gauge *p = new (arena) Linear (5);
  observe (p);
  int s = p->read (1);
  Gauge *r = rebuild (p);
  for (int i = 0; i < n; i++)
    {
      observe (r);
      s += r->read (i);
    }
  r->~Gauge ();
  return s;
}
#ifdef LAUNDER
// The same storage reached through std::launder after another unit
// rebuilt it: GCC folds the launder of a constant address away.
__attribute__ ((noinline)) int
laundered (int n)
{
  Gauge *p = new (arena) Linear (2);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (p);
      s += std::launder (reinterpret_cast<Gauge *> (arena))->read (i);
      if (i == n / 2)
	rebuild (p);
    }
  std::launder (reinterpret_cast<Gauge *> (arena))->~Gauge ();
  return s;
}
#else
static int laundered (int) { return 0; }
#endif

int
main ()
{
  alignas (Linear) unsigned char local[sizeof (Linear)];
  int a = in_arena (10), b = in_buffer (local, 10), c = replaced (10);
  int d = laundered (10);
  __builtin_printf ("%d %d %d %d %d\n", a, b, c, d, observed);
  return 0;
}
