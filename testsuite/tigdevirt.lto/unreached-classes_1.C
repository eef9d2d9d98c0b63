#include "unreached-classes.h"
int Conn::step (int x) { return -x; }
Conn::~Conn () {}
int Fast::step (int x) { return x; }
int Slow::step (int x) { return x + 10; }
Maker::~Maker () {}
Conn *FastMaker::make () { return new Fast; }
Maker *new_maker (int) { return new FastMaker; }
static Conn *make_slow () { return new Slow; }
Conn *(*const factories[]) () = { make_slow };
__attribute__ ((noinline)) int
run (Conn *c, int n)
{
  int s = 0;
  for (int i = 1; i <= n; i++)
    s += c->step (i);
  return s;
}
