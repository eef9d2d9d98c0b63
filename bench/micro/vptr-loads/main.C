#include "../common.h"
#include "types.h"

static Counter *obj;
static Holder *holder;
static volatile int kind = 3;

void
setup ()
{
  obj = make_any (kind);
  holder = make_holder (make_any (kind));
  make_other (0);
}

// Repeated calls on one object across calls to code the caller cannot
// see into (the paper's first example).
__attribute__ ((noinline)) static long
across (Counter *c)
{
  long n = c->next (1);
  note (c);
  n += c->next (2);
  note (c);
  n += c->next (3);
  note (c);
  return n + c->next (4);
}

HOT long
hot_loop ()
{
  long n = 0;
  Counter *c = obj;
  // A loop calling a virtual method on one object, with an opaque call.
  for (int i = 0; i < 100; i++)
    {
      n += c->next (i);
      note (c);
    }
  // A loop over an object reached through a pointer.
  Holder *h = holder;
  for (int i = 0; i < 100; i++)
    {
      n += h->c->next (i);
      note (h);
    }
  return n + across (c) + across (h->c);
}

int main (int argc, char **argv) { return bench_main (argc, argv); }
