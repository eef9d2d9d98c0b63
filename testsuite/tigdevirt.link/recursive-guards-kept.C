// recursive-guards.C with -fplugin-arg-tigdevirt-recursive-guards=1: the
// guards are made, as before the option; the program still prints what
// it prints without the plugin.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-recursive-guards=1" }
// { dg-shared-library "recursive-guards-lib.cc" "-O2" link }
#include "recursive-guards.h"
#include <cstdio>
#include <cstdlib>

template <class S> struct structure : basic
{
  ex a, b;
  structure (const ex &x, const ex &y) : a (x), b (y) {}
  int eval () const override { return a.b.p->eval () + b.b.p->eval (); }
};

struct tag {};

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 10, s = 0;
  for (int i = 0; i < n; i++)
    {
      ex l (make_leaf (i)), r (make_leaf (i + 1));
      ex t (new structure<tag> (l, r));
      ex u (new structure<tag> (t, l));
      s += u.b.p->eval ();
    }
  printf ("%d\n", s);
  return 0;
}
// { dg-output "145" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative structure<tag>::~structure\\(\\) \\\[deleting\\\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative structure<tag>::eval\\(\\) const" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "recursive-dropped=0/0 " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "recursive guard dropped" "tigdevirt" } }
