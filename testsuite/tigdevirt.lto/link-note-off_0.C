// note=0: the link leaves no note.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-note=0" }
#include <cstdio>

struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
Shape *make_shape ();

int
main ()
{
  Shape *s = make_shape ();
  printf ("%d\n", s->area ());
  delete s;
  return 0;
}
// { dg-output "9" }
// { dg-final { link-note 0 } }
