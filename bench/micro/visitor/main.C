#include "../common.h"
#include "ast.h"
static Node *trees[16];
void setup () { unsigned s = 1; for (Node *&t : trees) t = build (s, 10); }
HOT long
hot_loop ()
{
  long n = 0;
  for (Node *t : trees)
    n += t->eval () + count_nodes (*t);
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
