// speculate=N bounds the guarded targets; speculate=0 turns speculation off.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculate=2 -fplugin-arg-tigdevirt-stats=devirt-speculate-option.json" }
#include <cstdio>

struct Op { virtual int run (int x) const = 0; virtual ~Op () {} };
struct Add1 : Op { int run (int x) const override { return x + 1; } };
struct Mul2 : Op { int run (int x) const override { return x * 2; } };
struct Sub3 : Op { int run (int x) const override { return x - 3; } };
struct Neg : Op { int run (int x) const override { return -x; } };

__attribute__ ((noinline)) int
apply (const Op *const *ops, int n, int x)
{
  for (int i = 0; i < n; i++)
    x = ops[i]->run (x);
  return x;
}

int
main ()
{
  Add1 a; Mul2 m; Sub3 s; Neg g;
  const Op *ops[] = { &a, &m, &s, &g, &m };
  printf ("%d\n", apply (ops, 5, 10));
  return 0;
}
// { dg-output "-38" }
// { dg-final { scan-ipa-dump "caller=apply\\(Op const\\* const\\*, int, int\\) .* incomplete 4: " "tigdevirt" } }
// { dg-final { scan-ipa-dump "devirtualized: full=0 unreachable=0 speculative=1 targets: 2:1" "tigdevirt" } }
// { dg-final { scan-json devirt-speculate-option.json devirtualized.speculative {{"calls": 1, "by_targets": {"2": 1}}} } }
