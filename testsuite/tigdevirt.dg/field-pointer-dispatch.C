// A call through a function-pointer field proved to hold a few functions
// (field-pointer-proof.h), one unit compiled without -flto: a complete
// list, so every function but the last is compared with and the last is
// called directly, no indirect call left (the dispatch).  Three's
// constructor stores one of three small functions: two compares.  Big's
// two functions are kept out of line: GCC's inliner drops the guard of a
// function it does not inline, and the dispatch is finished after it
// with one compare of ours.  Nullable may also hold a null pointer,
// which is never called.  Many's five functions are more than a
// dispatch compares: guarded, the indirect call kept.  Each object of
// each class runs its own function: the output is GCC alone's.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa -fplugin-arg-tigdevirt-stats=field-pointer-dispatch.json" }
#include <cstdio>

typedef long (*StepFn) (long, long);

static long f_add (long a, long b) { return a + b; }
static long f_sub (long a, long b) { return a - b + 3; }
static long f_mix (long a, long b) { return (a ^ b) + 1; }
static long f_mul (long a, long b) { return (a * 3 + b) % 100003; }
static long f_shl (long a, long b) { return ((a << 1) + b) % 100019; }

/* Writes memory: neither const nor pure (GCC keeps the guard of a const
   target it does not inline).  */
long big_calls;

#define BIG_BODY(M)							\
  {									\
    long s = a;								\
    big_calls++;							\
    for (long k = 0; k < (b & 7) + 1; k++)				\
      s = (s * M + k * 7 + b) % 1000003;				\
    return s;								\
  }

__attribute__ ((noinline)) static long big_a (long a, long b) BIG_BODY (1)
__attribute__ ((noinline)) static long big_b (long a, long b) BIG_BODY (3)

#define RUN								\
  __attribute__ ((noinline)) long run (int n)				\
  {									\
    long s = 1;								\
    for (int i = 0; i < n; i++)						\
      s = step (s, i);							\
    return s;								\
  }

class Three
{
public:
  explicit Three (int k)
  {
    step = f_add;
    if (k == 1)
      step = f_sub;
    else if (k == 2)
      step = f_mix;
  }
  RUN // { dg-message "optimized: speculatively calling \[^\n\]* directly in Three::run\\(int\\); no indirect call left: \[^\n\]* is the only other function stored in Three::step, every store to which is seen, and is called directly" }
private:
  StepFn step;
};

class Big
{
public:
  explicit Big (bool m) : step (m ? big_b : big_a) {}
  RUN // { dg-message "optimized: speculatively calling \[^\n\]* directly in Big::run\\(int\\); no indirect call left" }
private:
  StepFn step;
};

class Nullable
{
public:
  explicit Nullable (int k) : step (nullptr)
  {
    if (k == 1)
      step = f_add;
    else if (k == 2)
      step = f_mul;
  }
  __attribute__ ((noinline)) long run (int n)
  {
    long s = 1;
    for (int i = 0; i < n; i++)
      if (step)
	s = step (s, i); // { dg-message "optimized: speculatively calling \[^\n\]* directly in Nullable::run\\(int\\); no indirect call left" }
    return s;
  }
private:
  StepFn step;
};

class Many
{
public:
  explicit Many (int k)
  {
    switch (k)
      {
      case 0: step = f_add; break;
      case 1: step = f_sub; break;
      case 2: step = f_mix; break;
      case 3: step = f_mul; break;
      default: step = f_shl; break;
      }
  }
  RUN // { dg-message "optimized: speculatively calling \[^\n\]* directly in Many::run\\(int\\): a function stored in Many::step" }
private:
  StepFn step;
};

volatile int pick[] = {0, 1, 2, 3, 4};

int
main ()
{
  long sum = 0;
  for (int k = 0; k < 3; k++)
    {
      Three t (pick[k]);
      Nullable u (pick[k]);
      printf ("%ld %ld ", t.run (1000), u.run (1000));
    }
  for (int k = 0; k < 2; k++)
    {
      Big b (pick[k]);
      printf ("%ld ", b.run (1000));
    }
  for (int k = 0; k < 5; k++)
    {
      Many m (pick[k]);
      sum += m.run (1000);
    }
  printf ("%ld %ld\n", sum, big_calls);
  return 0;
}
// { dg-prune-output "Inlined" }
// { dg-output "499501 1 -496499 499501 1001 47531 326495 341181 93199 2000" }
// GCC 16's own guesses (its remarks under -fopt-info-ipa).
// { dg-prune-output "speculatively turning an indirect call" }
// { dg-final { scan-ipa-dump "through Three::step: f_add\\(long, long\\) \\(1000\\) \[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Big::step: \[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Nullable::step: \[^\n\]*, proved: the only functions stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Many::step: \[^\n\]*not proved: more functions are stored to it than a dispatch compares" "tigdevirt" } }
// { dg-final { scan-ipa-dump "field pointers: calls=4 speculative=\\d+ guards=\\d+ direct=0 dispatched=3" "tigdevirt" } }
// { dg-final { indirect-calls "Three::run" 0 } }
// { dg-final { indirect-calls "Big::run" 0 } }
// { dg-final { indirect-calls "Nullable::run" 0 } }
// { dg-final { scan-json field-pointer-dispatch.json field_pointers.dispatched 3 } }
