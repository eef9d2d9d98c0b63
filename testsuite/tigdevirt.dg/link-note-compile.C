// A compile without -flto runs the analysis but is no link: no note.
// { dg-do run }
#include <cstdio>

struct B { virtual int f () { return 1; } virtual ~B () {} };
struct D final : B { int f () override { return 2; } };

__attribute__ ((noinline)) int call (B *b) { return b->f (); }

int
main ()
{
  D d;
  printf ("%d\n", call (&d));
  return 0;
}
// { dg-output "2" }
// { dg-final { link-note 0 } }
