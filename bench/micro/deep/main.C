#include "../common.h"
#include "types.h"
static L0 *objs[1024];
void setup () { for (int i = 0; i < 1024; i++) objs[i] = make_level (i); }
HOT long
hot_loop ()
{
  long n = 0;
  for (L0 *o : objs)
    n += o->step (o->scale ());
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
