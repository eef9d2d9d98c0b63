#include "../common.h"
#include "types.h"
static Filter *fs[1000];
void setup () { for (int i = 0; i < 1000; i++) fs[i] = make_filter (i); }
HOT long
hot_loop ()
{
  long n = 0;
  for (int r = 0; r < 4; r++)
    for (Filter *f : fs)
      n += f->apply (r + 1);
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
