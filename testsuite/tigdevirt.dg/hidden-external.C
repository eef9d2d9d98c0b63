// A method with hidden visibility named only by a vtable emitted in another
// unit may live in another shared object: it cannot be referred to from
// here, so it is not a target and the list is incomplete (after GCC's
// devirt-27.C).
// { dg-do compile }
// { dg-options "-O3 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
struct A { int a; };
struct B
{
  __attribute__ ((visibility ("default"))) virtual int foo () { return 42; }
  int b;
};
struct C : A, B
{
  __attribute__ ((visibility ("hidden"))) virtual int foo ();
};

struct C c;
int
test ()
{
  struct C *d = &c;
  struct B *b = d;
  return d->foo () + b->foo ();
}
// The object is known to be exactly a C (derived=no), yet the list is
// incomplete: C::foo cannot be named here.
// { dg-final { scan-ipa-dump-times "caller=test\\(\\) otr=\[BC\] token=0 context=\\\[outer=C offset=0 in-construction=no derived=no\\\] incomplete 0:\n" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
