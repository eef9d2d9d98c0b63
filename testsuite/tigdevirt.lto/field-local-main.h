// The program of field-local_0.C: public pointer fields of classes in an
// anonymous namespace, whose every store only this unit's code can make
// (field-types.h in src/type-flow).
#include <cstdio>
#include "field-local.h"

#define RUN(C)								\
  __attribute__ ((noinline)) int					\
  C::run (int n) const							\
  {									\
    int t = 0;								\
    for (int i = 0; i < n; i++)						\
      t += s->step (i);							\
    return t;								\
  }

namespace
{
// Its constructor and a member store a Lin, and its objects reach no
// code outside the link: proved and contained.
struct Engine
{
  Step *s;
  Engine () : s (new Lin) {}
  ~Engine () { delete s; }
  void renew () { delete s; s = new Lin; }
  int run (int n) const;
};
RUN (Engine)

// A function of the unit, not a member, stores a Quad: the set of two.
struct Pair
{
  Step *s;
  Pair () : s (new Lin) {}
  int run (int n) const;
};
RUN (Pair)
void
retarget (Pair &p)
{
  delete p.s;
  p.s = new Quad;
}

// Its address goes to a function that stores a Cube: not proved.
struct Exposed
{
  Step *s;
  Exposed () : s (new Lin) {}
  int run (int n) const;
};
RUN (Exposed)

// An aggregate: initialized without a constructor, also where the walk
// does not look (a template argument): not proved.
struct Agg
{
  Step *s;
  int run (int n) const;
};
RUN (Agg)
// A protected field: the classes derived from its class are this
// unit's too (by default, no need for closed hierarchies).
class Base
{
protected:
  Step *s;
public:
  Base () : s (new Lin) {}
  virtual ~Base () {}
  int run (int n) const;
};
RUN (Base)
class Derived : public Base
{
public:
  Derived () { delete s; s = new Quad; }
};
} // anon namespace

// A class of the global namespace: its public field may be stored by
// any unit, in or out of the link.
struct Open
{
  Step *s;
  Open () : s (new Lin) {}
  int run (int n) const;
};
RUN (Open)

int
main ()
{
  Engine e;
  int a = e.run (10);
  e.renew ();
  a += e.run (10);
  Pair p, q;
  int b = p.run (10);
  retarget (q);
  b += q.run (10);
  Exposed x;
  int c = x.run (4);
  reseat (&x.s);
  c += x.run (4);
  Agg g{new Quad};
  int d = g.run (4);
  Open o;
  int f = o.run (4);
  Derived v;
  int w = v.run (4);
  std::printf ("%d %d %d %d %d %d\n", a, b, c, d, f, w);
  return 0;
}
