// A call through a function-pointer field only one function is ever
// stored in, by the constructor of the field's class: GCC alone calls it
// indirectly; the plugin proves the field (every store to it is seen) and
// calls it directly, with no guard, and GCC inlines it.
#include "../common.h"
#include "types.h"
static Filter *filter;
void setup ()
{
  filter = new Filter;
}
HOT long
hot_loop ()
{
  long n = 0;
  int acc = 0;
  for (int i = 0; i < 1000; i++)
    {
      acc = filter->apply (acc, i);
      n += acc;
    }
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
