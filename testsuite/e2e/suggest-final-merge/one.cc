#include "tasks.h"
#include <cstdio>

struct SpecialEnv : EnvWrapper
{
  int size () const override { return 100; }
};

int
main (int argc, char **)
{
  Printer p;
  Counter c;
  SpecialEnv se;
  EnvWrapper w;
  const Task *t = argc > 5 ? (const Task *) &c : &p;
  const Env *e = argc > 5 ? (const Env *) &se : &w;
  std::printf ("%d %d %d %d\n", drive (*t, *e, 4), p.width (), c.run (argc),
	       static_cast<const EnvWrapper *> (e)->name ());
  return 0;
}
