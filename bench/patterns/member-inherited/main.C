// GCC PR 92054: an inherited virtual method of a final class calling
// another on the same object (issue 36).
#include "types.h"
#include <cstdio>
__attribute__ ((noinline)) int hot_loop (const D &d, int n)
{
  int a = 0;
  for (int i = 0; i < n; i++) { a += d.h (i); opaque (&d); }
  return a;
}
int main (int argc, char **) { Base *o = make_other (argc); int r = o->h (1); delete o;
  printf ("%d %d\n", r, hot_loop (*opaque_d (), 100)); }
