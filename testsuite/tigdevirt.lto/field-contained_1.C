// The members of field-contained.h.
#include <new>
#include "field-contained.h"

const Shape *last_seen;

int Shape::area (int x) const { return x; }
Shape::~Shape () {}
int Shape::twice (int x) const { return 2 * area (x); }
int Sq::area (int x) const { return x * x; }
int Ci::area (int x) const { return 3 * x * x; }
int Leaker::area (int x) const { last_seen = this; return x + 1; }

Keeper::Keeper () : s (new Sq) {}
Keeper::~Keeper () { delete s; }
void Keeper::renew () { delete s; s = new Sq; }
int Keeper::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i) + s->twice (i);
  return t;
}

Giver::Giver () : s (new Leaker) {}
int Giver::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}

Peeked::Peeked () : s (new Sq) {}
int Peeked::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}

Rebuilt::Rebuilt () : s (new Sq) {}
void Rebuilt::morph ()
{
  s->~Shape ();
  new (s) Ci;
}
int Rebuilt::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}

int marks;
void Mark::note () const { marks++; }
int Stamped::area (int x) const { note (); return 4 * x; }
Stamper::Stamper () : s (new Stamped) {}
int Stamper::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i);
  return t;
}

int measure (const Shape *p, int x) { return p->area (x); }
Lender::Lender () : s (new Ci) {}
int Lender::run (int n) const
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t += s->area (i) + measure (s, i);
  return t;
}
