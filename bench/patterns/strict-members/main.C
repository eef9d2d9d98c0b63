// a helper called on member objects declared with their class
#include "types.h"
#include <cstdio>
struct H { D1 m; D1 n; };
__attribute__ ((noinline)) int hot_loop (H *h, int n)
{
  int a = 0;
  for (int i = 0; i < n; i++) { a += call_f (h->m, i); opaque (h); a += call_f (h->n, i); }
  return a;
}
int main (int argc, char **) { delete make_other (argc); H h; printf ("%d\n", hot_loop (&h, 100)); }
