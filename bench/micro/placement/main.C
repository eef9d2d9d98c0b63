#include <new>
#include "../common.h"
#include "types.h"
static Counter *others[2];
static Holder *holder;
alignas (Step) static unsigned char arena[sizeof (Step)];
void setup ()
{
  others[0] = make_other (0);
  others[1] = make_other (1);
  holder = new Holder;
}
// A member through its enclosing object.
HOT static long
hot_loop_member (Holder *h)
{
  long n = 0;
  for (int i = 0; i < 100; i++)
    {
      report (h);
      n += h->step.next (i);
    }
  return n;
}
HOT long
hot_loop ()
{
  Counter *c = new (arena) Step (3);
  long n = 0;
  for (int i = 0; i < 100; i++)
    {
      report (c);
      n += c->next (i);
    }
  c->~Counter ();
  n += hot_loop_member (holder);
  return n + others[0]->next (1) + others[1]->next (2);
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
