// Reusing and hoisting vptr loads in a compile without -flto
// (vptr-reuse.h), on a hierarchy no other unit can extend (an anonymous
// namespace): calls to functions of this unit that change no dynamic type
// keep the vptr; a call to a function of another unit may change it, so
// the load after it is kept.
// { dg-do run }
// { dg-options "-O2 -fopt-info-loop-optimized-missed -fchecking -fplugin-arg-tigdevirt-stats=vptr-reuse.json" }
// Only the vptr remarks are checked here.
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|loop versioned)" }
#include <cstdio>
#include <cstdlib>

namespace {
struct Shape
{
  virtual int f (int i) { return i; }
  virtual ~Shape () {}
};
struct Square : Shape
{
  int f (int i) override { return 3 * i; }
};
}

// A pointer store through a pointer GCC cannot follow: its alias oracle
// must assume it may write any vptr.
static void *cell;
void **volatile where = &cell;

__attribute__ ((noinline)) static int
opaque (int s)
{
  *where = (void *) (long) s;
  return s & 1;
}

extern "C" int rand ();

__attribute__ ((noinline)) int
twice (Shape *p)
{
  int s = p->f (1);
  s += opaque (s);
  s += p->f (2); // { dg-message "optimized: vptr load reused" }
  s += rand () & 0;
  s += p->f (3); // { dg-message "missed: vptr load kept" }
  return s;
}

__attribute__ ((noinline)) int
loop (Shape *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p->f (i); // { dg-message "optimized: vptr load hoisted out of the loop" }
      s += opaque (s);
    }
  return s;
}

int
main (int argc, char **)
{
  Shape *p = argc > 3 ? new Shape : new Square;
  int a = twice (p), b = loop (p, 5);
  if (a != 19 || b != 32)
    {
      fprintf (stderr, "%d %d\n", a, b);
      abort ();
    }
  printf ("ok\n");
  return 0;
}
// The counts of the pass, in FILE.ltrans (docs/stats-format.md).
// { dg-final { scan-json vptr-reuse.json.ltrans stage {"compile"} } }
// { dg-final { scan-json vptr-reuse.json.ltrans loads_hoisted 2 } }
// { dg-final { scan-json vptr-reuse.json.ltrans vptr_loads_reused 1 } }
// { dg-final { scan-json vptr-reuse.json.ltrans loads_kept 1 } }
// { dg-final { scan-json vptr-reuse.json.ltrans loops_versioned 1 } }
// { dg-final { scan-json-keys vptr-reuse.json.ltrans "" {tool stage functions vptr_loads_reused slot_loads_reused loads_hoisted loads_kept loops_versioned dispatches dispatches_in_copies dispatch_compares_added dispatches_given_up vptr_guards vptr_guards_given_up plans_in_shared_bodies guards_ordered} } }
