#include <utility>
#include "field-unique-ptr.h"

int Strategy::step (int x) const { return -x; }
Strategy::~Strategy () {}
int Linear::step (int x) const { return x + 1; }
int Twice::step (int x) const { return 2 * x; }
int Third::step (int x) const { return 3 * x; }

Engine::Engine () : s (std::make_unique<Linear> ()) {}
void Engine::reset () { s.reset (new Linear); }
int
Engine::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}

Dual::Dual (bool twice)
  : s (twice ? std::unique_ptr<Strategy> (std::make_unique<Twice> ())
       : std::make_unique<Linear> ())
{}
void Dual::adopt (Dual &o) { s = std::move (o.s); }
void Dual::clear () { s = nullptr; }
int
Dual::run (int n) const
{
  int r = 0;
  for (int i = 0; s && i < n; i++)
    r += (*s).step (i);
  return r;
}

Moved::Moved () {}
int
Moved::run (int n) const
{
  int r = 0;
  for (int i = 0; s != nullptr && i < n; i++)
    r += s.get ()->step (i);
  return r;
}

Swapped::Swapped () : s (new Linear) {}
void Swapped::swap_with (std::unique_ptr<Strategy> &o) { s.swap (o); }
int
Swapped::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}

Given::Given (std::unique_ptr<Strategy> p) : s (std::move (p)) {}
int
Given::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}

Leaky::Leaky () : s (std::make_unique<Linear> ()) {}
std::unique_ptr<Strategy> &Leaky::slot () { return s; }
int
Leaky::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}

std::unique_ptr<Strategy>
make_strategy (bool twice)
{
  if (twice)
    return std::make_unique<Twice> ();
  return std::make_unique<Third> ();
}
Made::Made (bool twice) : s (make_strategy (twice)) {}
int
Made::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}

void drop (Strategy *p) { delete p; }
Dropper::Dropper () : s (new Twice, drop) {}
int
Dropper::run (int n) const
{
  int r = 0;
  for (int i = 0; i < n; i++)
    r += s->step (i);
  return r;
}
