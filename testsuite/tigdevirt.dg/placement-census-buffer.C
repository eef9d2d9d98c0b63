// The placement census counts a class built in a declared character
// buffer as built in reused storage (the buffer is a declared object,
// but not of that class).  The classes are in an anonymous namespace, so
// every construction is in this unit; D2 is built in the buffer, so by
// default the type run()'s new-expression proves is not kept across the
// call to sink().
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <new>

namespace {
struct B { virtual int f () const { return 1; } virtual ~B () {} };
struct D1 : B { int f () const override { return 2; } };
struct D2 : B { int f () const override { return 3; } };
}

alignas (D2) static unsigned char buf[sizeof (D2)];

__attribute__ ((noipa)) void sink (B *) {}

__attribute__ ((noinline)) B *
rebuild ()
{
  return new (buf) D2;
}

__attribute__ ((noinline)) int
run ()
{
  B *p = new D1;
  sink (p);
  int s = p->f ();
  delete p;
  B *q = rebuild ();
  s += q->f ();
  q->~B ();
  return s;
}

int
main ()
{
  if (run () != 5)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "types \\d+: \\(anonymous namespace\\)::D1 from the new-expression not used: some class is built in reused storage" "tigdevirt" } }
// { dg-final { scan-ipa-dump "placement census: built-in-place=\[1-9\]" "tigdevirt" } }
