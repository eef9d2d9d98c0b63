// The program of lim-base-paths.C without the repair: GCC 12 prints 0
// instead of 6138 (its LIM bug).  If a point release fixes it, this
// fails: then the repair can go (src/compat/gcc-bugs.h).
// { dg-do run }
// { dg-require-gcc 12 12 }
// { dg-options "-O2 -fplugin-arg-tigdevirt-fix-lim-paths=0" }
#include <cstdio>

struct P { long pad[3]; };
struct B { unsigned f; unsigned g; };
struct D : P, B {};

__attribute__ ((noipa)) unsigned
run (B *p, long off, int k, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (k == 0)
	static_cast<D &> (*p).f += 1;
      else
	{
	  B *q = (B *) ((char *) p + off);
	  q->f += 3;
	}
      p->f *= 2;
    }
  return p->f;
}

int
main ()
{
  D d = {};
  printf ("%u\n", run (static_cast<B *> (&d), 0, 1, 10));
  return 0;
}
// { dg-output "^0\n" }
