#include "tasks.h"
#include <cstdio>

struct Loud : Printer
{
  int run (int x) const override { return 2 * Printer::run (x); }
};

// Never created: no vtable of it exists in the program, yet `final' on
// EnvWrapper::name would not compile.
struct NamedEnv : EnvWrapper
{
  int name () const override { return 7; }
};

int
main (int argc, char **)
{
  Loud l;
  Counter c;
  EnvWrapper w;
  const Task *t = argc > 5 ? (const Task *) &c : &l;
  std::printf ("%d %d\n", drive (*t, w, 3), c.run (argc));
  return 0;
}
