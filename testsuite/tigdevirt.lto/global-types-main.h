// The program of global-types*_0.C.
#include "global-types.h"

static Shape *current;		// Every store: a Tri.
static Shape *mixed;		// A Tri or a Quad.
static Shape *escaped;		// Its address is taken.
static Shape *passed;		// Stores a value no proof reaches.

// A base's constructor stores the object it builds: while it runs the
// object is a Reg, but once Sub's constructor is done it is a Sub.
static Shape *registered;
inline void enlist (Shape *s) { registered = s; }
struct Reg : Shape
{
  __attribute__ ((always_inline)) Reg () { enlist (this); observe (this); }
  int sides () const override { return 10; }
};
struct Sub : Reg
{
  __attribute__ ((always_inline)) Sub () {}
  int sides () const override { return 20; }
};

__attribute__ ((noinline)) int
enlisted (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (registered);
      s += registered->sides ();
    }
  return s;
}

__attribute__ ((noinline)) static void
init (int n, Shape *given)
{
  current = new Tri (1);
  mixed = new Tri (2);
  if (n > 5)
    mixed = new Quad;
  escaped = new Tri (3);
  take (&escaped);
  passed = given;
}

__attribute__ ((noinline)) int
loop (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (current);
      s += current->sides ();
    }
  return s;
}

__attribute__ ((noinline)) int
loop_shared (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (shared_shape);
      s += shared_shape->sides ();
    }
  return s;
}

__attribute__ ((noinline)) int
unproved (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      observe (mixed);
      s += mixed->sides () + escaped->sides () + passed->sides ();
    }
  return s;
}

int
main ()
{
  init (observed + 7, new Quad);
  setup_shared ();
  // 3 * 5; 3 * 5 + 5 * 4 (Tri's sides () is 3 + extra).
  int a = loop (5), b = loop_shared (5), c = unproved (2);
  Shape *r = new Reg;
  int d = enlisted (1);
  delete r;
  Shape *t = new Sub;
  d += enlisted (2);
  delete t;
  __builtin_printf ("%d %d %d %d %d\n", a, b, c, d, observed);
  delete current;
  current = nullptr;
  return 0;
}
