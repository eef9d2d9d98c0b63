#include "tasks.h"

int Printer::run (int x) const { return x + width (); }
int Printer::width () const { return 3; }
int Env::size () const { return 1; }
int Env::name () const { return 2; }
int EnvWrapper::size () const { return 10; }
int EnvWrapper::name () const { return 20; }
int Counter::run (int x) const { return x * 2; }

int
drive (const Task &t, const Env &e, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += t.run (i) + e.size () + e.name ();
  return s;
}
