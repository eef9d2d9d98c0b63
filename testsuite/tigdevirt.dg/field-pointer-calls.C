// Calls through a function pointer loaded from a field (field-pointers.h),
// one unit compiled without -flto: the stores are read from the bodies in
// memory.  Codec's constructor stores one of two encoders; run calls the
// stored one through the field in a loop.  The field is private and
// every store to it is seen (field-pointer-proof.h): a guarded direct
// call to the more often stored, then a direct call to the other, no
// indirect call left (the dispatch); with field-pointers=0 (the second
// test) the call is left.  The results are GCC alone's.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa -fplugin-arg-tigdevirt-stats=field-pointer-calls.json" }
#include <cstdio>

typedef int (*EncodeFn) (int, int);

static int
encode_plain (int x, int k)
{
  return (x * 31 + k) & 0xffff;
}

static int
encode_mixed (int x, int k)
{
  return (x ^ (k << 3)) & 0xffff;
}

class Codec
{
public:
  explicit Codec (bool mixed)
  {
    enc = encode_plain;
    if (mixed)
      enc = encode_mixed;
  }
  __attribute__ ((noinline)) int
  run (int n)
  {
    int s = 0;
    for (int i = 0; i < n; i++)
      s += enc (s, i); // { dg-message "optimized: speculatively calling encode_plain\\(int, int\\) directly in Codec::run\\(int\\); no indirect call left: encode_mixed\\(int, int\\) is the only other function stored in Codec::enc" }
    return s;
  }
private:
  EncodeFn enc;
};

volatile bool which = true;

int
main ()
{
  Codec a (false), b (which);
  printf ("%d %d\n", a.run (10000), b.run (10000));
  return 0;
}
// { dg-prune-output "Inlined" }
// { dg-output "338115791 654493560" }
// { dg-final { scan-ipa-dump "pointer call \\d+ in Codec::run\\(int\\) at \[^\n\]* through Codec::enc: encode_plain\\(int, int\\) \\(1000\\) encode_mixed\\(int, int\\) \\(\\d+\\), proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "field pointers: calls=1 speculative=1 guards=2 direct=0 dispatched=1" "tigdevirt" } }
// { dg-final { scan-json field-pointer-calls.json field_pointers {{"calls": 1, "speculative": 1, "guards": 2, "direct": 0, "dispatched": 1}} } }
// { dg-final { indirect-calls "Codec::run" 0 } }
