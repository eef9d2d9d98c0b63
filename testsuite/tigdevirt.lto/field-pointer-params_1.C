// The second translation unit of field-pointer-params_*.C: the
// constructor that stores its parameter, and a driver that passes its
// own parameter on to it.
#include "field-pointer-params.h"

__attribute__ ((noinline))
Engine::Engine (StepFn f) : step (f) {}

__attribute__ ((noinline)) long
drive (StepFn f, State &s, int n)
{
  Engine e (f);
  return e.run (s, n);
}

__attribute__ ((noinline)) long
step_passed (State &s, long k)
{
  s.v = (s.v * 7 + k) % 1009;
  return s.v;
}
