// A closed hierarchy (whole-program mode) whose root has a virtual base
// without virtual functions (GCC PR120098's shape, across units): only C
// is ever built, but Docs's destructor, in the other unit, calls wrap (),
// whose calls reach Docs::next while C's Docs part is destroyed (its vptr
// then holds Docs's construction vtable from C's VTT, and nothing refers
// to Docs's own vtable).  Docs counts as instantiated: the calls keep both
// targets (the dump names the first reason it finds).  GCC 11 to 14 alone get the program wrong at -O2 -flto
// (PR120098), so it runs from GCC 15.
// { dg-do run }
// { dg-require-gcc 15 }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "vbase-plain-destructor.h"

unsigned
Docs::wrap (unsigned x)
{
  return next (x) + next (x + 1);
}

int
main ()
{
  C *c = make_c ();
  unsigned r = c->wrap (3);
  delete c;
  std::printf ("vbase %u\n", r);
}
// { dg-output "vbase 14" }
// { dg-final { scan-wpa-ipa-dump "type Docs: closed \\(whole-program visibility\\) instances=yes" "tigdevirt" } }
