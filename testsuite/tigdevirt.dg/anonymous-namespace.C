// Types in an anonymous namespace cannot be derived from in another unit:
// complete lists.  A type whose vtable is never defined has no objects.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

namespace {
struct Shape { virtual int sides () { return 0; } virtual ~Shape () {} };
struct Tri : Shape { int sides () override { return 3; } };
struct Quad : Shape { int sides () override { return 4; } };
struct Never : Shape { int sides () override { return 99; } };
}

__attribute__ ((noinline)) int count (Shape *s) { return s->sides (); }
__attribute__ ((noinline)) Shape *make (int i)
{
  if (i == 1) return new Tri;
  if (i == 2) return new Quad;
  return new Shape;
}

int
main (int argc, char **)
{
  int total = 0;
  for (int i = 0; i < 3; i++)
    {
      Shape *s = make (i + argc - 1);
      total = total * 10 + count (s);
      delete s;
    }
  printf ("%d\n", total);
  return 0;
}
// { dg-output "34" }
// { dg-final { scan-ipa-dump "type \\d+ \\(anonymous namespace\\)::Shape anonymous-namespace derivations=known" "tigdevirt" } }
// Never is never constructed: its method is not a target.
// { dg-final { scan-ipa-dump "caller=count\\(\\(anonymous namespace\\)::Shape\\*\\) otr=\\(anonymous namespace\\)::Shape token=0 context=\\\[.*\\\] complete 3: \\(anonymous namespace\\)::Quad::sides\\(\\) \\(anonymous namespace\\)::Shape::sides\\(\\) \\(anonymous namespace\\)::Tri::sides\\(\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "Never::sides\\(\\) *\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "differences=0" "tigdevirt" } }
