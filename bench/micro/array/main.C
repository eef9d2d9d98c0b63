#include "../common.h"
#include "types.h"
static Counter *others[2];
void setup () { others[0] = make_other (0); others[1] = make_other (1); }
HOT long
hot_loop ()
{
  Step steps[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  long n = 0;
  for (int i = 0; i < 200; i++)
    {
      Step &s = steps[pick (i)];
      report (&s);
      n += s.next (i);
    }
  return n + others[0]->next (1) + others[1]->next (2);
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
