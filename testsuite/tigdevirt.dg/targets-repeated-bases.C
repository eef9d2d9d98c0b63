// A call's targets through every subobject of the called class in each
// derived class (target-list.cc, outer_positions): F holds A twice
// without a virtual base (through B1 at 0, through B2 at 8: F::f and its
// non-virtual thunk), E and G hold it once through a virtual base (the
// binfos walked).  The list made from the direct bases' positions must
// be the one the binfo walk made: the same targets in the same order,
// and the shares of the classes each reaches.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
struct A { virtual int f () const { return 1; } virtual ~A () {} };
struct B1 : A { int f () const override { return 2; } };
struct B2 : A { };
struct D : B1, B2 { };
struct F : D { int f () const override { return 5; } };
struct V1 : virtual A { int f () const override { return 3; } };
struct V2 : virtual A { };
struct E : V1, V2 { int f () const override { return 4; } };
struct G : E { };

__attribute__ ((noinline)) int
call (const A *a)
{
  return a->f ();
}

int
main ()
{
  A a; B1 b1; B2 b2; D d; F f; E e; G g;
  const A *v[] = { &a, &b1, &b2, static_cast<const B1 *> (&d),
		   static_cast<const B2 *> (&d), static_cast<const B1 *> (&f),
		   static_cast<const B2 *> (&f), static_cast<const V1 *> (&e),
		   static_cast<const V2 *> (&g) };
  int s = 0;
  for (const A *p : v)
    s = s * 10 + call (p);
  printf ("%d\n", s);
  return 0;
}
// { dg-output "121215544" }
// { dg-final { scan-ipa-dump "call 0 \[^\n\]*caller=call\\(A const\\*\\) otr=A token=0 \[^\n\]*incomplete 6: A::f\\(\\) const B1::f\\(\\) const E::f\\(\\) const F::f\\(\\) const V1::f\\(\\) const non-virtual thunk to F::f\\(\\) const\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision 0 speculative A::f\\(\\) const, B1::f\\(\\) const, E::f\\(\\) const \\(source=static \[^\n\]*shares=0.30,0.20,0.20 " "tigdevirt" } }
