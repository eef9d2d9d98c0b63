// an inlined factory, then calls across unknown code
#include "types.h"
#include <cstdio>
static inline Base *make () { return new D1; }
__attribute__ ((noinline)) int hot_loop (int n)
{
  Base *p = make ();
  int a = 0;
  for (int i = 0; i < n; i++) { a += p->f (i); opaque (p); a += p->g (i); }
  delete p;
  return a;
}
int main (int argc, char **) { delete make_other (argc); printf ("%d\n", hot_loop (100)); }
