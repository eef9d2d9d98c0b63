// C::g overrides B::g in C's second base, so C's vtable for B holds a
// thunk, and the thunk calls C::g through a local alias GCC makes for it
// (`*.LTHUNK0': a method's type, but a namespace for its context).
// -fsuggest-final read the method a slot stands for as the thunk's callee,
// that alias, and looked its context up as a class: cc1plus crashed
// compiling for fat LTO objects with -fno-devirtualize, and lto1 linking
// a shared library (Debian's libcrypto++, regtest3.cpp and
// libcrypto++.so).  The thunk's target is the method itself.
// tigdevirt.link/suggest-final-thunk-alias.C is the library's link.
// { dg-do run }
// { dg-options "-flto -ffat-lto-objects -fno-devirtualize -fplugin-arg-tigdevirt-suggest-final -Wsuggest-final-types -Wsuggest-final-methods -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct A { virtual ~A () {} virtual int f () { return 1; } };
struct B { virtual ~B () {} virtual int g (); };
struct C : A, B // { dg-warning "declaring 'C' 'final' would make 1 polymorphic call direct; no class in this translation unit derives from it" }
{
  int g () override;
  int h ();
};

int B::g () { return 2; }
int C::g () { return 3; }
int C::h () { B *b = this; return b->g (); } // { dg-message "the call in 'C::h\\(\\)' would call 'non-virtual thunk to C::g\\(\\)' directly" }

__attribute__ ((noinline)) int
use ()
{
  C c;
  B &b = c;
  return b.g ();
}

int
main ()
{
  C c;
  int r = c.h () + use ();
  std::printf ("%d\n", r);
  return r == 6 ? 0 : 1;
}
// { dg-output "6" }
// The method of the slot is C::g, whose suggestion the class's replaces.
// { dg-final { scan-ipa-dump "suggest-final-hidden method C::g\\(\\) calls=1 \[^\n\]*replaced by the suggestion for C" "tigdevirt" } }
