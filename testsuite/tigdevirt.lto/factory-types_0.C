// The type a factory's new-expression gives its object holds in the
// caller, across calls to code in another unit (by the C++ rule, which
// the placement census allows in whole-program mode), and in a function
// every caller passes such an object to.  A factory that returns one of
// two classes proves the set of the two (a complete list of their
// targets, without Labelled's); a weak factory replaced at the link by a
// strong one returning another class is read as the one that runs.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "factory-types.h"

__attribute__ ((noinline)) static int
tally (const Shape *s, int n)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      k += s->sides ();
      observe (const_cast<Shape *> (s));
    }
  return k;
}

__attribute__ ((noinline)) int
direct (int n)
{
  Shape *s = make_tri ();
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      observe (s);
      k += s->sides ();
    }
  delete s;
  return k;
}

__attribute__ ((noinline)) int
chained ()
{
  Shape *s = make_again ();
  observe (s);
  int k = s->sides ();
  delete s;
  return k;
}

__attribute__ ((noinline)) int
offset_base ()
{
  Shape *s = make_labelled ();
  observe (s);
  int k = s->sides ();
  delete s;
  return k;
}

__attribute__ ((noinline)) int
mixed (int x)
{
  Shape *s = pick (x);
  observe (s);
  int k = s->sides ();
  delete s;
  return k;
}

__attribute__ ((noinline)) int
replaced ()
{
  Shape *s = overridden ();
  observe (s);
  int k = s->sides ();
  delete s;
  return k;
}

int
main ()
{
  Shape *q = new Quad;
  observe (q);
  Shape *r = make_quad ();
  observe (r);
  int t = tally (q, 2) + tally (r, 3);
  delete q;
  delete r;
  if (direct (4) != 12 || chained () != 3 || offset_base () != 5
      || mixed (1) != 3 || mixed (2) != 4 || replaced () != 4 || t != 20
      || observed != 17)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "caller=direct\\(int\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const \[^\n\]*factory=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=chained\\(\\) otr=Shape token=0 context=\\\[outer=Tri offset=0 in-construction=no derived=no\\\] complete 1: Tri::sides\\(\\) const \[^\n\]*factory=Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=offset_base\\(\\) otr=Shape token=0 context=\\\[outer=Labelled offset=128 in-construction=no derived=no\\\] complete 1: non-virtual thunk to Labelled::sides\\(\\) const \[^\n\]*factory=Labelled calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=tally\\(Shape const\\*, int\\) otr=Shape token=0 context=\\\[outer=Quad offset=0 in-construction=no derived=no\\\] complete 1: Quad::sides\\(\\) const \[^\n\]*callers=Quad calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=mixed\\(int\\) otr=Shape token=0 context=\\\[outer=Shape \[^\n\]*complete 2: Quad::sides\\(\\) const Tri::sides\\(\\) const factory=Quad\\|Tri calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=replaced\\(\\) otr=Shape token=0 context=\\\[outer=Quad offset=0 in-construction=no derived=no\\\] complete 1: Quad::sides\\(\\) const \[^\n\]*factory=Quad calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Tri from the function that returned it \\(its construction\\), across calls by the C\\+\\+ object-lifetime rule \\(no class that could stand in is built in reused storage\\)" "tigdevirt" } }
// { dg-final { indirect-calls direct 0 } }
// { dg-final { indirect-calls chained 0 } }
// { dg-final { indirect-calls offset_base 0 } }
// { dg-final { indirect-calls tally 0 } }
// { dg-final { indirect-calls replaced 0 } }
