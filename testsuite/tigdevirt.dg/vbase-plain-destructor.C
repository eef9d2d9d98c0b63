// A class with a virtual base that has no virtual functions (GCC
// PR120098's program): only the derived C is ever built, but while C's
// base-object destructor of Docs runs, the vptr holds Docs's construction
// vtable (taken from C's VTT), and the calls wrap () makes reach
// Docs::next.  No reference to Docs's own vtable shows it, so Docs counts
// as instantiated because of the virtual inheritance near it, which the
// type graph's polymorphic bases alone do not show (Plain has no vptr).
// GCC 15 and 16 know it too; vbase-plain-destructor-run.C runs it.
// { dg-do compile }
// { dg-options "-Os -fplugin-arg-tigdevirt-dump" }

namespace {
struct Plain {};
struct Docs : public virtual Plain
{
  unsigned n = 0;
  virtual Plain *next (int *) { return nullptr; }
  virtual ~Docs ();
  void wrap () { next (nullptr); next (nullptr); }
};
struct C : Docs
{
  Plain *next (int *) override { __builtin_abort (); }
};
Docs::~Docs () { wrap (); }
}

int
main ()
{
  C c;
}
// { dg-final { scan-ipa-dump "type \\(anonymous namespace\\)::Docs: closed \\(anonymous namespace\\) instances=yes \\(virtual inheritance\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "decision \\d+ full \\(anonymous namespace\\)::C::next" "tigdevirt" } }
