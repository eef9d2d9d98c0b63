// The type every caller passes (param-types.h): count () is called only
// with declared Tris, directly from main and through twice (), which
// passes its own parameter on; both calls on the parameter become
// direct.  mixed () is called with a Tri and a Quad: the set of the two
// (here every class there is).  In whole-program mode the placement
// census allows the C++ rule where a caller's type is not preserved by
// GCC's rule.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "param-types.h"

__attribute__ ((noinline)) int
count (const Shape &s, int n)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    k += s.sides ();
  return k;
}

__attribute__ ((noinline)) int
twice (const Shape *s, int n)
{
  return count (*s, n) + s->sides ();
}

__attribute__ ((noinline)) int
mixed (const Shape &s)
{
  return s.sides ();
}

int
main ()
{
  Tri t, u;
  Quad q;
  if (count (t, 5) != 15 || twice (&u, 2) != 9 || mixed (t) + mixed (q) != 7
      || quads () != 4)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "caller=twice\\(Shape const\\*, int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const callers=Tri calls=0" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=count\\(Shape const&, int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const callers=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=mixed\\(Shape const&\\) otr=Shape token=0 context=\\\[outer=Shape \[^\n\]* complete 2: Quad::sides\\(\\) const Tri::sides\\(\\) const callers=(Quad\\|Tri|Tri\\|Quad) calls=0\n" "tigdevirt" } }
// { dg-final { indirect-calls count 0 } }
// { dg-final { indirect-calls twice 0 } }
