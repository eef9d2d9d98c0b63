// The class every store to a static pointer variable stored, in a
// compile without -flto, with strict-vtable-pointers=1: the call after a
// call to unknown code is direct.  A variable that is also stored with
// another class is left alone.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1" }

struct B { virtual int f () const { return 1; } virtual ~B () {} };
struct D1 : B { int f () const override { return 2; } };
struct D2 : B { int f () const override { return 3; } };

__attribute__ ((noipa)) void escape (B *) {}

static B *one;
static B *two;
__attribute__ ((used)) static B *kept;

__attribute__ ((noinline)) static void
init (int n)
{
  one = new D1;
  two = new D1;
  kept = new D1;
  if (n > 3)
    two = new D2;
}

__attribute__ ((noinline)) int
run (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      escape (one);
      s += one->f () + two->f () + kept->f ();
    }
  return s;
}

int
main ()
{
  init (5);
  if (run (5) != 5 * (2 + 3 + 2))
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=D1 offset=0 in-construction=no derived=no\\\] complete 1: D1::f\\(\\) const global=D1 calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "global=" 2 "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=B offset=0 in-construction=no derived=maybe\\\] complete 2: D1::f\\(\\) const D2::f\\(\\) const global=D1\\|D2 calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from global variable kept, not proved: code the compiler does not see may store to it" "tigdevirt" } }
