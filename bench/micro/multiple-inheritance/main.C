#include "../common.h"
#include "types.h"
static Writable *ws[512];
void setup () { for (int i = 0; i < 512; i++) ws[i] = make_writable (i); }
HOT long
hot_loop ()
{
  for (int r = 0; r < 4; r++)
    for (Writable *w : ws)
      w->write (r);
  return 1;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
