// GCC PR 89989: a final class reached through its base's non-virtual method
// (issue 36); the object comes from another unit, so only the member
// call d->caller () states its class.
#include "types.h"
#include <cstdio>
__attribute__ ((noinline)) int hot_loop (const D *d, int n)
{
  int a = 0;
  for (int i = 0; i < n; i++) { a += d->caller (i); opaque (d); }
  return a;
}
int main (int argc, char **) { Base *o = make_other (argc); int r = o->f (1); delete o;
  printf ("%d %d\n", r, hot_loop (opaque_d (), 100)); }
