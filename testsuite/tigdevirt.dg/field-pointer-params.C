// Stores of a parameter into a function-pointer field (passed-functions.h),
// one unit compiled without -flto: Filter's constructor (kept out of
// line) stores the function its caller passes; main passes lowpass in a
// loop, highpass once and, through make_run (which passes its own
// parameter on), bandpass.  apply's call is guarded with lowpass, the
// function most passed; the results are GCC alone's.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

typedef int (*FilterFn) (int, int);

static int
lowpass (int x, int k)
{
  return (x * 3 + k) % 997;
}

static int
highpass (int x, int k)
{
  return (x ^ (k * 5)) % 991;
}

static int
bandpass (int x, int k)
{
  return (x + k * k) % 983;
}

class Filter
{
public:
  __attribute__ ((noinline)) explicit Filter (FilterFn f) : fn (f) {}
  __attribute__ ((noinline)) int apply (int x, int n);
private:
  FilterFn fn;
};

int
Filter::apply (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = fn (x, i);
  return x;
}

__attribute__ ((noinline)) static int
make_run (FilterFn f, int x)
{
  Filter g (f);
  return g.apply (x, 50);
}

int
main ()
{
  long total = 0;
  for (int r = 0; r < 30; r++)
    {
      Filter f (lowpass);
      total += f.apply (r, 100);
    }
  Filter h (highpass);
  total += h.apply (7, 100);
  total += make_run (bandpass, 9);
  printf ("%ld\n", total);
  return 0;
}
// { dg-output "12240" }
// { dg-final { scan-ipa-dump "pointer call \\d+ in Filter::apply\\(int, int\\) at \[^\n\]* through Filter::fn: lowpass\\(int, int\\) \\(1000\\) \[^\n\]*highpass\\(int, int\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Filter::fn: \[^\n\]*bandpass\\(int, int\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative lowpass\\(int, int\\)\[,\ \]" "tigdevirt" } }
