// Stores of a parameter into a function-pointer field
// (passed-functions.h): Engine's constructor, in the other unit, stores
// the function its caller passes.  main constructs engines with
// step_hot in a loop, with step_cold once, and through drive (which
// passes its own parameter on) with step_passed; picked is a value no
// record knows.  run's call is guarded with step_hot, the function most
// passed (before, a parameter's store was an unknown value and the field
// had no known function: no guard); every call gives the result GCC
// alone gives, the picked function through the indirect call the
// guards leave.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-pointer-params.h"

__attribute__ ((noinline)) long
Engine::run (State &s, int n)
{
  long t = 0;
  for (int i = 0; i < n; i++)
    t += step (s, i);
  return t;
}

static long
step_hot (State &s, long k)
{
  s.v = (s.v + k * 3) % 1013;
  return s.v;
}

static long
step_cold (State &s, long k)
{
  s.v = (s.v ^ k) % 1019;
  return s.v;
}

static long
step_picked (State &s, long k)
{
  s.v = (s.v + 11 * k) % 1021;
  return s.v;
}

volatile int which = 1;

__attribute__ ((noinline)) StepFn
picked ()
{
  return which ? step_picked : step_cold;
}

int
main ()
{
  State s = { 1 };
  long total = 0;
  for (int r = 0; r < 20; r++)
    {
      Engine e (step_hot);
      total += e.run (s, 100);
    }
  Engine c (step_cold);
  total += c.run (s, 100);
  total += drive (step_passed, s, 100);
  Engine p (picked ());
  total += p.run (s, 100);
  printf ("%ld\n", total);
  return 0;
}
// { dg-output "1152209" }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in Engine::run\\(State&, int\\) at \[^\n\]* through Engine::step: step_hot\\(State&, long\\) \\(1000\\) " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Engine::step: \[^\n\]*step_cold\\(State&, long\\) \\(\\d+\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Engine::step: \[^\n\]*step_passed\\(State&, long\\) \\(\\d+\\)\[^\n\]*, other values \\(\[1-9\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative step_hot\\(State&, long\\)\[,\ \]" "tigdevirt" } }
