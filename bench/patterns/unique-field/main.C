// A strategy held in a private std::unique_ptr field only the constructor
// writes, with std::make_unique (issue 36; field-unique-ptr.cc):
// Engine::hot_run loops on s->step (i).  Twice is built too
// (other_strategy), so whole-program mode's list has two targets.
#include <cstdio>
#include <cstdlib>
#include "types.h"
std::unique_ptr<Twice> other_strategy () { return std::make_unique<Twice> (); }
int main (int argc, char **argv)
{
  Engine e;
  std::printf ("%d %d\n", e.hot_run (argc > 1 ? std::atoi (argv[1]) : 1000),
	       other_strategy ()->step (1));
  return 0;
}
