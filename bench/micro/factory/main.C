#include "../common.h"
#include "types.h"
static Counter *others[2];
void setup () { others[0] = make_other (0); others[1] = make_other (1); }
// Reached only with make_step's objects.
__attribute__ ((noinline)) static long
drain (Counter *c, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      report (c);
      s += c->next (i);
    }
  return s;
}
HOT long
hot_loop ()
{
  Counter *c = make_step (3);
  long n = 0;
  for (int i = 0; i < 100; i++)
    {
      report (c);
      n += c->next (i);
    }
  n += drain (c, 100);
  delete c;
  return n + others[0]->next (1) + others[1]->next (2);
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
