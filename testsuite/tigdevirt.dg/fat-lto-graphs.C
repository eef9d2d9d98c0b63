// A compile for LTO with fat objects builds two type graphs: one for the
// dead methods of hierarchies closed in the unit, before streaming, and
// the analysis's own for the fat code.  What the first resolved (each
// factory's class) named its class nodes, freed with it: the second
// graph's calls read them (cc1plus crashed, or narrowed a call to
// another class; found in clasp's tests, on catch.hpp).  Each call must
// be narrowed to its own factory's class.
// { dg-do run }
// { dg-options "-flto -ffat-lto-objects -fplugin-arg-tigdevirt-dump" }
namespace {
struct Base { virtual int f () const = 0; virtual ~Base () {} };
struct D0 final : Base { int f () const override { return 1; } };
struct D1 final : Base { int f () const override { return 2; } };
struct D2 final : Base { int f () const override { return 3; } };
struct D3 final : Base { int f () const override { return 4; } };
}

__attribute__ ((noinline)) static Base *make0 () { return new D0; }
__attribute__ ((noinline)) static Base *make1 () { return new D1; }
__attribute__ ((noinline)) static Base *make2 () { return new D2; }
__attribute__ ((noinline)) static Base *make3 () { return new D3; }

__attribute__ ((noinline)) long
run ()
{
  long s = 0;
  { Base *p = make0 (); s = s * 10 + p->f (); delete p; }
  { Base *p = make1 (); s = s * 10 + p->f (); delete p; }
  { Base *p = make2 (); s = s * 10 + p->f (); delete p; }
  { Base *p = make3 (); s = s * 10 + p->f (); delete p; }
  return s;
}

int
main ()
{
  if (run () != 1234)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "fat-lto-graphs.C:27:\[0-9\]+ caller=run\\(\\) otr=\[^\n\]*outer=\\(anonymous namespace\\)::D0 \[^\n\]*factory=\\(anonymous namespace\\)::D0 calls=0" "tigdevirt" } }
// { dg-final { scan-ipa-dump "fat-lto-graphs.C:28:\[0-9\]+ caller=run\\(\\) otr=\[^\n\]*outer=\\(anonymous namespace\\)::D1 \[^\n\]*factory=\\(anonymous namespace\\)::D1 calls=0" "tigdevirt" } }
// { dg-final { scan-ipa-dump "fat-lto-graphs.C:29:\[0-9\]+ caller=run\\(\\) otr=\[^\n\]*outer=\\(anonymous namespace\\)::D2 \[^\n\]*factory=\\(anonymous namespace\\)::D2 calls=0" "tigdevirt" } }
// { dg-final { scan-ipa-dump "fat-lto-graphs.C:30:\[0-9\]+ caller=run\\(\\) otr=\[^\n\]*outer=\\(anonymous namespace\\)::D3 \[^\n\]*factory=\\(anonymous namespace\\)::D3 calls=0" "tigdevirt" } }
