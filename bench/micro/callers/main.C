#include "../common.h"
#include "types.h"
static Counter *others[2];
void setup () { others[0] = make_other (0); others[1] = make_other (1); }
// Every caller passes a Step: a declared one and a new-expression's.
HOT static long
hot_loop_drain (Counter &c, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      report (&c);
      s += c.next (i);
    }
  return s;
}
HOT long
hot_loop ()
{
  Step s (3);
  long n = hot_loop_drain (s, 100);
  Counter *t = new Step (4);
  n += hot_loop_drain (*t, 100);
  delete t;
  return n + others[0]->next (1) + others[1]->next (2);
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
