// An element of an automatic array of class type, at an index the
// compiler does not know, has the array's class (GCC's context gives up
// on a variable index): its calls become direct in default mode, also
// through a base at a non-zero offset, in a two-dimensional array and
// across calls to code in another unit (a declared object keeps its
// type: GCC's own rule).  The element's storage reused for another
// class through placement new and reached with std::launder is not
// claimed, and the original class is restored before the array ends.
// The loop that destroys an array walks a pointer over its elements:
// those destructor calls are the element class's too (where GCC makes
// them virtual calls: array-destructors_0.C).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <new>
#include "array-types.h"

__attribute__ ((noinline)) int
flat (int n)
{
  Tri tris[4];
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      Shape &s = tris[opaque (i) % 4];
      observe (&s);
      k += s.sides ();
    }
  return k;
}

__attribute__ ((noinline)) int
grid (int n)
{
  Labelled cells[2][3];
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      Shape *s = &cells[opaque (i) % 2][opaque (i) % 3];
      observe (s);
      k += s->sides ();
    }
  return k;
}

__attribute__ ((noinline)) int
reused (int n)
{
  Tri tris[2];
  unsigned i = opaque (1);
  tris[i].~Tri ();
  Shape *q = std::launder (reinterpret_cast<Shape *> (new (&tris[i]) Quad));
  static_assert (sizeof (Quad) == sizeof (Tri), "same storage");
  observe (q);
  int k = q->sides () * n;
  q->~Shape ();
  new (&tris[i]) Tri;
  return k + tris[opaque (0)].sides ();
}

// The destructors the array's end calls, walking a pointer back over
// its elements, are Plain's.
__attribute__ ((noinline)) int
walked (int n)
{
  Plain cells[3];
  int k = 0;
  for (int i = 0; i < n; i++)
    k += cells[opaque (i) % 3].value ();
  return k;
}

int
main ()
{
  Cell *f = new Fancy;
  int fancy = f->value ();
  delete f;
  if (flat (5) != 15 || grid (4) != 20 || reused (2) != 11 || observed != 10
      || walked (4) != 8 || fancy != 3 || destroyed != 3 * 11 + 101)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "caller=flat\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const \[^\n\]*array=Tri calls=0" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=grid\\(int\\) otr=Shape token=0 context=\\\[outer=Labelled offset=128 in-construction=no derived=no\\\] complete 1: non-virtual thunk to Labelled::sides\\(\\) const \[^\n\]*array=Labelled calls=0" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=reused\\(int\\) otr=Shape token=0 context=\\\[outer=Shape \[^\n\]*\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Tri from the declared array\n" "tigdevirt" } }
// { dg-final { indirect-calls flat 0 } }
// { dg-final { indirect-calls walked 0 } }
// { dg-final { indirect-calls grid 0 } }
