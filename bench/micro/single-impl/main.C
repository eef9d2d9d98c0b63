#include "../common.h"
#include "types.h"
static Counter *c;
static int data[4096];
void setup () { c = make_counter (); for (int i = 0; i < 4096; i++) data[i] = i * 7 % 13; }
HOT long
hot_loop ()
{
  for (int x : data)
    c->add (x);
  return c->total () & 0xff;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
