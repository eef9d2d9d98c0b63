// Whole-program mode on an executable linked with -rdynamic (CMake adds it
// to every executable when cmake_minimum_required is older than 3.4,
// policy CMP0065): every class is exported, so the hierarchy rightly stays
// open.  The plugin says why in one line at link time and counts it in the
// dump; the program is still right.
// { dg-do run }
// { dg-options "-flto -rdynamic -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-message "note: tigdevirt: 'whole-program-visibility' left 1 of 1 class hierarchies open: the link exports every symbol \\('-rdynamic'\\)" "" { target *-*-* } 0 }
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
// { dg-output "205" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Shape: open \\(\[^\n\]* exported dynamically\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "open by dynamic exports only: hierarchies=1 types=3" "tigdevirt" } }
