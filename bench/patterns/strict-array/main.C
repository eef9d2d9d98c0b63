// an array of one class walked through a helper
#include "types.h"
#include <cstdio>
__attribute__ ((noinline)) int hot_loop (int n)
{
  D1 arr[8];
  int a = 0;
  for (int i = 0; i < n; i++) { a += helper (&arr[i & 7], i); opaque (arr); }
  return a;
}
int main (int argc, char **) { delete make_other (argc); printf ("%d\n", hot_loop (100)); }
