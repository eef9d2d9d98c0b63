// Full devirtualization: a complete list of one target becomes a direct
// call.  GCC already folds such calls itself unless -fno-devirtualize, so
// that is used to show ours alone.
// { dg-do run }
// { dg-options "-O2 -fno-devirtualize -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>

namespace {
struct Codec { virtual int encode (int x) const = 0; virtual ~Codec () {} };
struct Xor : Codec { int encode (int x) const override { return x ^ 0x55; } };
}

__attribute__ ((noinline)) int
run (const Codec *c, int x)
{
  return c->encode (x); // { dg-message "optimized: devirtualizing call in run\\(\\(anonymous namespace\\)::Codec const\\*, int\\) to \\(anonymous namespace\\)::Xor::encode\\(int\\) const" }
}

int
main ()
{
  Xor x;
  printf ("%d\n", run (&x, 0x0f));
  return 0;
}
// { dg-output "90" }
// { dg-prune-output "optimized:  Inlined" }
// { dg-final { scan-ipa-dump "complete 1: \\(anonymous namespace\\)::Xor::encode\\(int\\) const \\(\\+pure\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "devirtualized: full=1 " "tigdevirt" } }
