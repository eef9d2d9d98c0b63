// A strategy held in a private field only the constructor writes
// (issue 36): Engine::hot_run loops on s->step (i).  Twice is built
// too (other_strategy), so whole-program mode's list has two targets.
#include <cstdio>
#include <cstdlib>
#include "types.h"
Twice *other_strategy () { return new Twice; }
int main (int argc, char **argv)
{
  Engine e;
  std::printf ("%d\n", e.hot_run (argc > 1 ? std::atoi (argv[1]) : 1000));
  return 0;
}
