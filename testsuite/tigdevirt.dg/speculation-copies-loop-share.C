// A call whose code GCC copies needs twice as many runs as copies for a
// small program's extra room.  release() is copied into eight functions;
// r1 runs in a loop of twelve and the others once: release's calls run 19
// times in 8 copies, more than once per copy, but only r1's copy is in a
// loop, and the guards in the other seven would be paid for nothing
// (Debian's yaml-cpp: libstdc++'s _M_release, 19.3 runs in 18 copies, made
// a test program's .text 1.57x).  They get the budget only, which they do
// not fit; run()'s loop keeps its room.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
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
  for (int i = 0; i < 12; i++)
    r1 (make (i % 3));
  r2 (make (1)); r3 (make (2)); r4 (make (0));
  r5 (make (1)); r6 (make (2)); r7 (make (0)); r8 (make (1));
  printf ("%d %d %d %ld\n", sum, disposed, released, order);
  return 0;
}
// { dg-output "-10 676 19 1111111111112345678" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative A::step\\(int\\), B::step\\(int\\), C::step\\(int\\) " "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "decision \\d+ none: over the speculation budget: a small program's extra room is for calls that run more than once per copy of their code \\(twice where GCC copies it\\)" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation extra room: room=\\d+ used=\\d+ calls-without=2" "tigdevirt" } }
