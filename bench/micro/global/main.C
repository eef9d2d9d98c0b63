#include "../common.h"
#include "types.h"
static Counter *others[2];
static Counter *current;
void setup ()
{
  others[0] = make_other (0);
  others[1] = make_other (1);
  current = new Step (3);
}
HOT long
hot_loop ()
{
  long n = 0;
  for (int i = 0; i < 200; i++)
    {
      report (current);
      n += current->next (i);
    }
  return n + others[0]->next (1) + others[1]->next (2);
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
