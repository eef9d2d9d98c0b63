// suggest-final-thunk-alias.C's crash without -fno-devirtualize: with -g,
// compiling for fat LTO objects (Debian's flags), a class whose second
// base's and virtual base's slots hold this-adjusting and covariant
// return thunks calling its methods through GCC's local aliases
// (`*.LTHUNK0'); cc1plus crashed in the final report with 84f73c3.
// { dg-do run }
// { dg-options "-g -flto -ffat-lto-objects -fplugin-arg-tigdevirt-suggest-final -Wsuggest-final-types -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct R1 { virtual ~R1 () {} int a = 1; };
struct R2 { virtual ~R2 () {} int b = 2; };
struct RR : R1, R2 { int c = 3; };
struct V { virtual ~V () {} virtual int v () { return 1; } };
struct A : virtual V { virtual R2 *make (); int v () override; };
struct B { virtual ~B () {} virtual int g () { return 5; } virtual R2 *make2 (); };
struct C : A, B // { dg-warning "declaring 'C' 'final' would make 3 polymorphic calls direct" }
{
  RR *make () override;
  int g () override;
  RR *make2 () override;
  int h ();
};

R2 *A::make () { return new R2; }
R2 *B::make2 () { return new R2; }
int A::v () { return 7; }
RR *C::make () { return new RR; }
RR *C::make2 () { return new RR; }
int C::g () { return 9; }

int
C::h ()
{
  B *b = this;
  A *a = this;
  V *vv = this;
  R2 *r = b->make2 (); // { dg-message "would call 'covariant return thunk to C::make2\\(\\)' directly" }
  R2 *q = a->make (); // { dg-message "would call 'covariant return thunk to C::make\\(\\)' directly" }
  int s = b->g () + r->b + q->b + vv->v (); // { dg-message "would call 'non-virtual thunk to C::g\\(\\)' directly" }
  delete r;
  delete q;
  return s;
}

__attribute__ ((noinline)) int
use ()
{
  C c;
  B &b = c;
  V &v = c;
  return b.g () + v.v () + c.h ();
}

int
main ()
{
  std::printf ("%d\n", use ());
  return 0;
}
// { dg-output "36" }
// { dg-final { scan-ipa-dump "suggest-final class C calls=3 " "tigdevirt" } }
