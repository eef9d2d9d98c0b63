// Builds random expression trees (a stand-in for a parser).
#include "expr.h"

static unsigned
next (unsigned &seed)
{
  seed = seed * 1103515245u + 12345u;
  return seed >> 16;
}

Expr *
random_expr (unsigned &seed, int depth, int nvars)
{
  unsigned r = next (seed) % 10;
  if (depth == 0 || r < 2)
    return r % 2 ? static_cast<Expr *> (new Num (next (seed) % 100))
		 : new Var (next (seed) % nvars);
  if (r < 6)
    return new Add (random_expr (seed, depth - 1, nvars),
		    random_expr (seed, depth - 1, nvars));
  if (r < 9)
    return new Mul (random_expr (seed, depth - 1, nvars),
		    random_expr (seed, depth - 1, nvars));
  return new Neg (random_expr (seed, depth - 1, nvars));
}
