#include "../common.h"
#include "types.h"
static Packet *pk[1024];
void setup () { for (int i = 0; i < 1024; i++) pk[i] = make_packet (i); }
HOT long
hot_loop ()
{
  long n = 0;
  for (Packet *p : pk)
    n += p->header_size ();
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
