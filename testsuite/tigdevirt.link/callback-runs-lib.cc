// callback-runs.C's code outside the LTO unit: it calls the handler.
#include "callback-runs.h"
int
drive (Listener *l, int n)
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += l->on_event (i);
  return r;
}
