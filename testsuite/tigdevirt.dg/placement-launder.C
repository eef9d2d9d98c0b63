// allocation-types.C reaching the rebuilt object through std::launder,
// in a compile without -flto: GCC folds a launder of a constant address
// away before any pass sees it, so the laundered pointer looks like the
// old one.  The front end notes the laundered class, and the C++ rule is
// not applied to its hierarchy, not even with strict-vtable-pointers=1.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }
#include <new>

struct B { virtual int f () const { return 1; } virtual ~B () {} };
struct D1 : B { int f () const override { return 2; } };
struct D2 : B { int f () const override { return 3; } };

__attribute__ ((noipa)) void escape (B *) {}
__attribute__ ((noipa)) void rebuild (B *p) { p->~B (); new (p) D2; }

alignas (D1) static unsigned char arena[sizeof (D1)];

__attribute__ ((noinline)) int
run (int n)
{
  B *p = new (arena) D1;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      escape (p);
      s += std::launder (reinterpret_cast<B *> (arena))->f ();
      if (i == 1)
	rebuild (p);
    }
  std::launder (reinterpret_cast<B *> (arena))->~B ();
  return s;
}

int
main ()
{
  if (run (5) != 2 * 2 + 3 * 3)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=B offset=0 in-construction=maybe derived=maybe\\\] \[^\n\]*constructed=D1\\? calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "not used: the program launders pointers to a class of the hierarchy \\(std::launder\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "decision \\d+ full" "tigdevirt" } }
