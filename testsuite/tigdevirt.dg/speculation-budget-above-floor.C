// A program above --param large-unit-insns has no small program's extra
// room: the calls its budget cuts are cut for the budget alone, and the
// dump, the remarks and the statistics say so.  The room was computed as
// the budget less PCT% of the unit's size, two rounded products whose
// difference is about 1e-12 units for about half of the sizes above the
// floor (here 274 units at 7%, on GCC 12 and 16); their cut calls were
// given the small program's reason (Debian's leveldb: db_bench, 29,047
// units, 140 calls).  The program is speculation-copies.C's.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=7 --param large-unit-insns=1" }
#include <cstdio>

struct Obj
{
  int refs = 1;
  virtual void dispose () = 0;
  virtual int step (int x) = 0;
  virtual ~Obj () {}
};
int disposed;
struct A : Obj { void dispose () override { disposed += 1; } int step (int x) override { return x + 1; } };
struct B : Obj { void dispose () override { disposed += 10; } int step (int x) override { return x * 2; } };
struct C : Obj { void dispose () override { disposed += 100; } int step (int x) override { return x - 3; } };

int released;
long order;

inline void
release (Obj *o)
{
  if (__atomic_sub_fetch (&o->refs, 1, __ATOMIC_ACQ_REL) == 0)
    {
      o->dispose ();
      released++;
      if (released > 1000)
	__builtin_printf ("many\n");
      delete o;
    }
}

static __attribute__ ((noinline)) void r1 (Obj *o) { release (o); order = order * 10 + 1; }
static __attribute__ ((noinline)) void r2 (Obj *o) { release (o); order = order * 10 + 2; }
static __attribute__ ((noinline)) void r3 (Obj *o) { release (o); order = order * 10 + 3; }
static __attribute__ ((noinline)) void r4 (Obj *o) { release (o); order = order * 10 + 4; }
static __attribute__ ((noinline)) void r5 (Obj *o) { release (o); order = order * 10 + 5; }
static __attribute__ ((noinline)) void r6 (Obj *o) { release (o); order = order * 10 + 6; }
static __attribute__ ((noinline)) void r7 (Obj *o) { release (o); order = order * 10 + 7; }
static __attribute__ ((noinline)) void r8 (Obj *o) { release (o); order = order * 10 + 8; }

__attribute__ ((noinline)) int
run (Obj *o, int n)
{
  int x = 0;
  for (int i = 0; i < n; i++)
    x = o->step (x);
  return x;
}

__attribute__ ((noinline)) Obj *
make (int k)
{
  if (k == 0)
    return new A;
  if (k == 1)
    return new B;
  return new C;
}

int
main ()
{
  int sum = run (make (0), 5) + run (make (1), 5) + run (make (2), 5);
  r1 (make (0)); r2 (make (1)); r3 (make (2)); r4 (make (0));
  r5 (make (1)); r6 (make (2)); r7 (make (0)); r8 (make (1));
  printf ("%d %d %d %ld\n", sum, disposed, released, order);
  return 0;
}
// { dg-output "-10 233 8 12345678" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative A::step\\(int\\), B::step\\(int\\), C::step\\(int\\) " "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "decision \\d+ none: over the speculation budget\n" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "small program's extra room" "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation extra room: room=0 used=\\d+ calls-without=0\n" "tigdevirt" } }
