// Each link the plugin runs at leaves one note in its output, whatever
// the partitioning (src/reports/link-note.h): the versions, the mode and
// what was done, as the stats count it.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-stats=link-note.json" }
#include <cstdio>

struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
struct Square final : Shape { int area () const override { return 4; } };

Shape *make_square ();

__attribute__ ((noinline)) int
measure (const Shape *s)
{
  return s->area ();
}

int
main ()
{
  Shape *s = make_square ();
  printf ("%d\n", measure (s));
  delete s;
  return 0;
}
// { dg-output "4" }
// One note, with the figures the stats have: measure's call is direct.
// { dg-final { link-note 1 mode=default direct=1 } }
// { dg-final { scan-json link-note.json devirtualized.full 1 } }
