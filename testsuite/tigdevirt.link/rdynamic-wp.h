// Shared by rdynamic-wp-note.C and rdynamic-wp-closed.C: a hierarchy
// made by a factory, called and deleted through its base.
#include <cstdio>

struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override { return s * s; } };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override { return w * h; } };

__attribute__ ((noinline)) Shape *
make (int i)
{
  if (i & 1)
    return new Square (i);
  return new Rect (i, 2);
}

int
main ()
{
  long sum = 0;
  for (int i = 0; i < 10; i++)
    {
      Shape *s = make (i);
      sum += s->area ();
      delete s;
    }
  printf ("%ld\n", sum);
  return 0;
}
