// The unit of dead-methods-function-local.C that calls Local::b.
#include "local-class.h"
int
use_b (int k)
{
  Iface *i = make_local (k);
  int r = i->b ();
  delete i;
  return r;
}
