#include "../common.h"
#include "types.h"
static Token *toks[1024];
void setup () { for (int i = 0; i < 1024; i++) toks[i] = make_token (i); }
HOT long
hot_loop ()
{
  long n = 0;
  for (Token *t : toks)
    n += t->is_eof () ? 100 : 1;
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
