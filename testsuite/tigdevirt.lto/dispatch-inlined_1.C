// The second translation unit of dispatch-inlined_*.C.
#include "dispatch-inlined.h"
long
Mul::eval () const
{
  long x = l->eval () * r->eval ();
  if (x < -50)
    throw std::runtime_error ("negative");
  return x % 1009;
}
int Pair::tag () const { return 7; }
int Solo::tag () const { return 5; }
// Inlined into both callers in the other unit, and kept out of line (its
// address is taken there): its body is shared with the inlined copies.
int tag_of (const Tag *t) { return t->tag (); }

Expr *
build (unsigned &seed, int depth)
{
  seed = seed * 1103515245u + 12345u;
  unsigned r = (seed >> 16) % 8;
  if (depth == 0 || r < 2)
    return new Lit ((long) ((seed >> 8) % 10) - (r == 1 ? 9 : 0));
  if (r < 5)
    return new Add (build (seed, depth - 1), build (seed, depth - 1));
  return new Mul (build (seed, depth - 1), build (seed, depth - 1));
}

Tag *
make_tag (int k)
{
  if (k % 3)
    return new Solo;
  return new Pair;
}
