// Calls made while an object is built or destroyed reach the class being
// built or destroyed, not the final one; speculation must keep that so.
// describe() is called from the constructors and destructors (in
// soundness-cdtor_1.C) through a pointer to the object under construction.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "soundness.h"

int
main ()
{
  {
    Leaf l;
    trace (describe (&l));
  }
  trace (describe (nullptr));
  return 0;
}
// { dg-output "ctor Base: Base 1\n\[^\n\]*ctor Mid: Mid 2\n\[^\n\]*Leaf 3\n\[^\n\]*dtor Mid: Mid 2\n\[^\n\]*dtor Base: Base 1\n\[^\n\]*none" }
// The calls in describe() are speculated (Leaf is final, Mid and Base have
// objects of their own only while a Leaf is built), and the guard keeps
// the construction-time targets correct.
// { dg-final { scan-wpa-ipa-dump "decision \\d+ (speculative|none)" "tigdevirt" } }
