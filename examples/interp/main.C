// Evaluates random expressions two ways (virtual eval, visitor) and checks
// that both agree.  Usage: interp [iterations]
#include <cstdio>
#include <cstdlib>
#include "expr.h"

int
main (int argc, char **argv)
{
  int iterations = argc > 1 ? atoi (argv[1]) : 200;
  unsigned seed = 42;
  std::vector<Expr *> exprs;
  for (int i = 0; i < 64; i++)
    exprs.push_back (random_expr (seed, 12, 4));

  int64_t env[4] = { 3, 5, 7, 11 };
  int64_t sum = 0, leaves = 0;
  for (int it = 0; it < iterations; it++)
    for (Expr *e : exprs)
      {
	env[it % 4] = it;
	int64_t a = e->eval (env);
	int64_t b = fold (*e, env);
	if (a != b)
	  {
	    fprintf (stderr, "mismatch: %lld != %lld\n", (long long) a,
		     (long long) b);
	    return 1;
	  }
	sum += a;
	if (!e->is_leaf ())
	  leaves += count_leaves (*e);
      }
  for (Expr *e : exprs)
    delete e;
  printf ("checksum %lld leaves %lld\n", (long long) sum, (long long) leaves);
  return 0;
}
