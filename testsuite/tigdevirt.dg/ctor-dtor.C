// Virtual calls in constructors and destructors reach the class being
// built or destroyed, not the most derived one.  The context says
// in-construction=maybe; such calls must list the base's own method.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

struct Base
{
  Base ();
  virtual ~Base ();
  virtual const char *name () const { return "Base"; }
  __attribute__ ((noinline)) void report () const { printf ("%s\n", name ()); }
};
Base::Base () { report (); }
Base::~Base () { report (); }

struct Derived : Base
{
  Derived () { report (); }
  ~Derived () override { report (); }
  const char *name () const override { return "Derived"; }
};

int
main ()
{
  Derived d;
  return 0;
}
// { dg-output "Base\n\[^\n\]*Derived\n\[^\n\]*Derived\n\[^\n\]*Base" }
// report() is called on `this` of Base: Base::name and Derived::name.
// { dg-final { scan-ipa-dump "caller=Base::report\\(\\) const otr=Base token=\\d+ context=\\\[outer=Base offset=0 in-construction=no derived=maybe\\\] incomplete 2: Base::name\\(\\) const Derived::name\\(\\) const" "tigdevirt" } }
// { dg-final { scan-ipa-dump "differences=0" "tigdevirt" } }
