// vbase-plain-destructor.C's program, run: Docs::next is called while C's
// Docs part is destroyed, never C::next.  GCC 11 to 14 alone miscompile it
// (GCC PR120098: they drop Docs's target as never instantiated); GCC 15
// fixed that, and the plugin must not do it again.
// { dg-do run }
// { dg-require-gcc 15 }
// { dg-options "-Os" }

namespace {
struct Plain {};
struct Docs : public virtual Plain
{
  unsigned n = 0;
  virtual Plain *next (int *) { n++; return nullptr; }
  virtual ~Docs ();
  void wrap () { next (nullptr); next (nullptr); next (nullptr); }
};
struct C : Docs
{
  Plain *next (int *) override { __builtin_abort (); }
};
Docs::~Docs () { wrap (); if (n != 3) __builtin_abort (); }
}

int
main ()
{
  C c;
}
