#include "types.h"
int Strategy::step (int x) const { return x; }
Strategy::~Strategy () {}
int Linear::step (int x) const { return x + 1; }
int Twice::step (int x) const { return 2 * x; }
Engine::Engine () : s (std::make_unique<Linear> ()) {}
__attribute__ ((noinline)) int Engine::hot_run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->step (i);
  return t;
}
