// placement new into a declared character buffer, then calls
#include "types.h"
#include <new>
#include <cstdio>
__attribute__ ((noinline)) int hot_loop (int n)
{
  alignas (D1) char buf[sizeof (D1)];
  Base *p = new (buf) D1;
  int a = 0;
  for (int i = 0; i < n; i++) { a += p->f (i); opaque (p); a += p->g (i); }
  p->~Base ();
  return a;
}
int main (int argc, char **) { delete make_other (argc); printf ("%d\n", hot_loop (100)); }
