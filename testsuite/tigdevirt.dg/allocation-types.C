// The type a new-expression proves, in a compile without -flto (the
// plugin runs in cc1plus): with strict-vtable-pointers=1 the calls on
// objects passed to an unknown function first are direct, and so is the
// call on the object a placement new then builds in the same storage,
// through the pointer placement new returned.  placement-launder.C: the
// same with std::launder.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include <new>

struct B { virtual int f () const { return 1; } virtual ~B () {} };
struct D1 : B { int f () const override { return 2; } };
struct D2 : B { int f () const override { return 3; } };

__attribute__ ((noipa)) void escape (B *) {}

__attribute__ ((noinline)) int
run (int n)
{
  B *p = new D1;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      escape (p);
      s += p->f ();
    }
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
  if (run (5) != 5 * 2 + 3)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=D1 offset=0 in-construction=no derived=no\\\] complete 1: D1::f\\(\\) const \[^\n\]*new=D1 calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "new=D1 calls=" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=D2 offset=0 in-construction=no derived=no\\\] complete 1: D2::f\\(\\) const \[^\n\]*new=D2 calls=" "tigdevirt" } }
// { dg-final { indirect-calls run 0 } }
