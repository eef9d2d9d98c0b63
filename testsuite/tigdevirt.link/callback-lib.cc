// The shared library of dead-methods-callback*.C (no LTO, no plugin needed).
#include "callback-api.h"
int
fire (Listener *l, int x)
{
  return l->on_event (x) + l->on_event (x + 1);
}
