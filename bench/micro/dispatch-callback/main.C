// A call through a function-pointer field that holds one of two
// functions, both too large to inline, chosen once by the constructor:
// GCC alone calls it indirectly; so did the plugin before the field's
// two functions were proved (a guard of a function GCC does not inline
// is dropped by GCC's inliner); now the list is complete, and the call
// is one compare and two direct calls (the dispatch), no indirect call.
#include "../common.h"
#include "types.h"
static Solver *solver;
static float rows[8], rhs[8];
volatile int features = 1;
void setup ()
{
  solver = new Solver (features);
  for (int i = 0; i < 8; i++)
    rhs[i] = (float) i;
}
HOT long
hot_loop ()
{
  float e = 0;
  for (int i = 0; i < 1000; i++)
    {
      e += solver->solve (rows, rhs, 8);
      rows[i & 7] *= 0.5f;
    }
  return (long) e;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
