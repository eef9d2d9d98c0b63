#include "field-types.h"
#include <cstdio>

int Strategy::step (int x) const { return x; }
Strategy::~Strategy () {}
int Linear::step (int x) const { return x + 1; }
int Twice::step (int x) const { return 2 * x; }
int Third::step (int x) const { return 3 * x; }

Engine::Engine () : s (new Linear) {}
Engine::~Engine () { delete s; }
void Engine::reset () { delete s; s = new Linear (); }
__attribute__ ((noinline)) int
Engine::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Dual::Dual (bool twice) : s (twice ? (Strategy *) new Twice : new Linear) {}
Dual::~Dual () { delete s; }
void Dual::adopt (Dual &o) { delete s; s = o.s; o.s = nullptr; }
__attribute__ ((noinline)) int
Dual::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Strategy *
make_strategy (bool twice)
{
  if (twice)
    return new Twice;
  return new Linear;
}
Made::Made (bool twice) : s (make_strategy (twice)) {}
Made::~Made () { delete s; }
__attribute__ ((noinline)) int
Made::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

__attribute__ ((noinline)) Strategy *pass_through (Strategy *p) { return p; }
Passed::Passed (Strategy *p) : s (pass_through (p)) {}
Passed::~Passed () { delete s; }
__attribute__ ((noinline)) int
Passed::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Leaky::Leaky () : s (new Linear) {}
Strategy *&Leaky::slot () { return s; }
__attribute__ ((noinline)) int
Leaky::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Setter::Setter () : s (new Linear) {}
void Setter::set (Strategy *p) { s = p; }
__attribute__ ((noinline)) int
Setter::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Friendly::Friendly () : s (new Linear) {}
void Helper::swap_in (Friendly &f, Strategy *p) { f.s = p; }
__attribute__ ((noinline)) int
Friendly::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

Open::Open () : s (new Linear) {}
__attribute__ ((noinline)) int
Open::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}

void (*observer) ();
int Observed::step (int) const { return -1; }
Observed::~Observed () { if (observer) observer (); }
int Noisy::step (int) const { return 7; }
Watched *watched;
Watched::Watched () : s (new Noisy) {}
Watched::~Watched () { delete s; }
__attribute__ ((noinline)) int
Watched::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->step (i);
  return a;
}
