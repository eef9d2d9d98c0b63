// The type a factory's new-expression proves, in a compile without
// -flto: an object returned by a function kept out of line, used after a
// call to unknown code, and passed on to a function whose every caller
// passes one.  With strict-vtable-pointers=1 those calls are direct.
// A factory returning one of two classes proves the set, not one; a placement
// new over a factory's object, reached through the pointer placement new
// returned, proves the new class (constructed=D2), not the factory's.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include <new>

struct B { virtual int f () const { return 1; } virtual ~B () {} };
struct D1 : B { int f () const override { return 2; } };
struct D2 : B { int f () const override { return 3; } };

__attribute__ ((noipa)) void escape (B *) {}

__attribute__ ((noinline)) static B *make () { return new D1; }
__attribute__ ((noinline)) static B *
either (int x)
{
  if (x)
    return new D1;
  return new D2;
}

__attribute__ ((noinline)) static int
twice (B *p)
{
  escape (p);
  return p->f () * 2;
}

__attribute__ ((noinline)) int
run (int n)
{
  B *p = make ();
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      escape (p);
      s += p->f ();
    }
  s += twice (p) + twice (make ());
  B *e = either (n & 1);
  escape (e);
  s += e->f ();
  delete e;
  p->~B ();
  B *q = new (p) D2;
  escape (q);
  s += q->f ();
  q->~B ();
  ::operator delete (q);
  return s;
}

int
main ()
{
  if (run (5) != 5 * 2 + 4 + 4 + 2 + 3)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=D1 offset=0 in-construction=no derived=no\\\] complete 1: D1::f\\(\\) const \[^\n\]*factory=D1 calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=twice\\(B\\*\\) otr=B token=0 context=\\\[outer=D1 offset=0 in-construction=no derived=no\\\] complete 1: D1::f\\(\\) const \[^\n\]*callers=D1 calls=" "tigdevirt" } }
// Only the set D1|D2 (in either order: the order of the PHI's arguments),
// never D2 alone.
// { dg-final { scan-ipa-dump-times "factory=D2 " 0 "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=D2 offset=0 in-construction=no derived=no\\\] complete 1: D2::f\\(\\) const \[^\n\]*constructed=D2 calls=" "tigdevirt" } }
