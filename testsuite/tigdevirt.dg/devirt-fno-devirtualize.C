// -fno-devirtualize turns tigdevirt's transformations off too (per
// function, as for GCC's own); the analysis still reports the list.  Here
// the list is complete with one target, which GCC would otherwise have
// folded itself before IPA.
// { dg-do run }
// { dg-options "-O2 -fno-devirtualize -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }
#include <cstdio>

namespace {
struct Codec { virtual int encode (int x) const = 0; virtual ~Codec () {} };
struct Xor : Codec { int encode (int x) const override { return x ^ 0x55; } };
}

__attribute__ ((noinline)) int
run (const Codec *c, int x)
{
  return c->encode (x); // { dg-message "missed: not devirtualizing call in run\\(\\(anonymous namespace\\)::Codec const\\*, int\\): -fno-devirtualize" }
}

int
main ()
{
  Xor x;
  printf ("%d\n", run (&x, 0x0f));
  return 0;
}
// { dg-output "90" }
// { dg-prune-output "missed:   not inlinable" }
// { dg-final { scan-ipa-dump "complete 1: \\(anonymous namespace\\)::Xor::encode\\(int\\) const \\(\\+pure\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ none: -fno-devirtualize" "tigdevirt" } }
