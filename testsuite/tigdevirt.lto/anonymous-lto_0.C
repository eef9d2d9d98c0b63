// Anonymous-namespace types in two TUs with the same name are different
// types; each unit's hierarchy is closed and its lists complete.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

namespace {
struct Op { virtual int apply (int x) const { return x; } virtual ~Op () {} };
struct Inc : Op { int apply (int x) const override { return x + 1; } };
struct Dbl : Op { int apply (int x) const override { return x * 2; } };
}

__attribute__ ((noinline)) int
run_ops (const Op *const *ops, int n, int x)
{
  for (int i = 0; i < n; i++)
    x = ops[i]->apply (x);
  return x;
}

int other_unit (int x);

int
main ()
{
  Inc i; Dbl d; Op o;
  const Op *ops[] = { &i, &d, &o, &i };
  printf ("%d %d\n", run_ops (ops, 4, 5), other_unit (5));
  return 0;
}
// { dg-output "13 -5" }
// { dg-final { scan-wpa-ipa-dump "caller=run_ops\\(.*\\) otr=\\(anonymous namespace\\)::Op token=0 .* complete 3: \\(anonymous namespace\\)::Dbl::apply\\(int\\) const \\(anonymous namespace\\)::Inc::apply\\(int\\) const \\(anonymous namespace\\)::Op::apply\\(int\\) const" "tigdevirt" } }
// The other unit's Op is another type; Neg is final.
// { dg-final { scan-wpa-ipa-dump "caller=apply_one\\(\\(anonymous namespace\\)::Op const\\*, int\\) otr=\\(anonymous namespace\\)::Op token=0 .* complete 2: \\(anonymous namespace\\)::Neg::apply\\(int\\) const \\(anonymous namespace\\)::Op::apply\\(int\\) const\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "verify: checked=\\d+ differences=0" "tigdevirt" } }
