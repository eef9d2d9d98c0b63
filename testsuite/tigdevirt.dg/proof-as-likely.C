// A class proved across a call to unknown code, where the C++
// object-lifetime rule does not hold (default mode: code outside the
// unit may build another class in the object's storage), still ranks the
// targets: the proved class's target is guarded first, with GCC's own
// likely-type trust, whatever GCC's guess or the static shares say.
// Before, the proof was dropped and the three targets got equal shares.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }

struct B { virtual int f (int x) const { return x; } virtual ~B () {} };
struct D1 : B { int f (int x) const override { return x + 2; } };
struct D2 : B { int f (int x) const override { return x * 3; } };

__attribute__ ((noipa)) void escape (B *) {}

static B *current;
static B *others[2];

__attribute__ ((noinline)) static void
init ()
{
  current = new D1;
  others[0] = new B;
  others[1] = new D2;
}

__attribute__ ((noinline)) int
run (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      escape (current);
      s += current->f (i);
    }
  return s + others[0]->f (1) + others[1]->f (2);
}

int
main ()
{
  init ();
  if (run (5) != (0 + 1 + 2 + 3 + 4) + 5 * 2 + 1 + 6)
    __builtin_abort ();
  return 0;
}
// The proof, not used as a fact, is the likely type:
// { dg-final { scan-ipa-dump "caller=run\\(int\\) otr=B token=0 context=\\\[outer=B offset=0 in-construction=no derived=maybe\\\] incomplete 3: B::f\\(int\\) const D1::f\\(int\\) const D2::f\\(int\\) const likely=D1 global=D1\\? calls=1" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative D1::f\\(int\\) const\[^\n\]*source=likely-type \[^\n\]*shares=0\\.8" "tigdevirt" } }
