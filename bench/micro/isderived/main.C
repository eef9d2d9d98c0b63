#include "../common.h"
#include "types.h"
static Base *objs[1024];
void setup () { for (int i = 0; i < 1024; i++) objs[i] = make (i); }
HOT long
hot_loop ()
{
  long n = 0;
  for (Base *b : objs)
    n += b->isDerived () + 2 * b->isOfType (KOther);
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
