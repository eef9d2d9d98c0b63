// A strategy held in a public field of a class local to its unit (an
// anonymous namespace), which only its constructor writes: only this
// unit's code can name the field (issue 36, "any field of a closed
// class").  Engine::hot_run loops on s->step (i).  Twice is built too
// (other_strategy), so whole-program mode's list has two targets.
#include <cstdio>
#include <cstdlib>
#include "types.h"
Twice *other_strategy ();
namespace
{
struct Engine
{
  Strategy *s;
  Engine () : s (new Linear) {}
  ~Engine () { delete s; }
  int hot_run (int n) const;
};
__attribute__ ((noinline)) int Engine::hot_run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->step (i);
  return t;
}
}
int main (int argc, char **argv)
{
  Engine e;
  Strategy *o = other_strategy ();
  int r = e.hot_run (argc > 1 ? std::atoi (argv[1]) : 1000) + o->step (1);
  delete o;
  std::printf ("%d\n", r);
  return 0;
}
