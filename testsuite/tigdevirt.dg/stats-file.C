// stats=FILE writes the JSON summary documented in docs/stats-format.md.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-stats=stats-file.json" }
#include <cstdio>

namespace { struct P { virtual int v () { return 1; } virtual ~P () {} };
struct Q : P { int v () override { return 2; } }; }
struct R { virtual int r () { return 3; } };

__attribute__ ((noinline)) int callp (P *p) { return p->v (); }
__attribute__ ((noinline)) int callr (R *r) { return r->r (); }

int
main ()
{
  P p; Q q; R r;
  printf ("%d\n", callp (&p) + callp (&q) + callr (&r));
  return 0;
}
// { dg-output "6" }
// { dg-final { scan-file stats-file.json "\"stage\": \"compile\"" } }
// { dg-final { scan-file stats-file.json "\"polymorphic_types\": 3," } }
// { dg-final { scan-file stats-file.json "\"polymorphic_calls\": 2," } }
// { dg-final { scan-file stats-file.json "\"complete\": \{\"lists\": 1, \"by_size\": \{\"2\": 1\}\}" } }
// { dg-final { scan-file stats-file.json "\"incomplete\": \{\"lists\": 1, \"by_size\": \{\"1\": 1\}\}" } }
// { dg-final { scan-file stats-file.json "\"verify\": \{\"enabled\": false, \"checked\": 0, \"differences\": 0, \"stale_gcc_targets\": 0\}" } }
