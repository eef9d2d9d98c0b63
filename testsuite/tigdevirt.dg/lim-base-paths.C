// GCC 12's loop invariant motion merges two accesses to one field made
// through different access paths (here through the base-class subobject
// of D at offset 24, and through B itself) and keeps the first one's base
// and offset for the merged reference; the alias oracle then calls the
// access through q, another pointer to the same field, independent, and
// the store is moved out of the loop: g++-12 -O2 alone prints 0.  The
// plugin's pass before LIM gives base-class field accesses one access
// path (lim-access-paths.h); fuzzer seed 1377 met this in inlined arms of
// a dispatch.  GCC 11 and 13 to 16 are right alone; the plugin has the
// pass on GCC 12 only (src/compat/gcc-bugs.h); lim-base-paths-bug.C shows
// GCC 12 alone wrong.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
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
// { dg-output "6138" }
