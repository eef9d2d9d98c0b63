// Calls through a function pointer loaded from a field
// (field-pointers.h): Solver's constructor, in the other unit, stores
// row_ref, row_fast (for mode 1), what pick returns (mode 2: a value the
// records do not know) or odd cast to the field's type (mode 99, never
// run); main stores row_user, of this unit, through set_row.  iterate's
// call is guarded with the stored functions of the field's type, most
// stored first (row_ref: stored on every construction), odd never (its
// type is not the call's); every call gives the result GCC alone gives,
// the picked function through the indirect call the guards leave.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-pointer-calls.h"

__attribute__ ((noinline)) long
Solver::iterate (Body *b, int n, int iters)
{
  long s = 0;
  for (int it = 0; it < iters; it++)
    for (int i = 1; i < n; i++)
      s += row (b[i], b[i - 1], it);
  return s;
}

static long
row_user (Body &a, const Body &b, long k)
{
  a.v -= (k * b.v) % 3;
  return a.v;
}

volatile int user = 1;

int
main ()
{
  Body b[50];
  long total = 0;
  for (int mode = 0; mode < 3; mode++)
    {
      for (int i = 0; i < 50; i++)
	b[i].v = i + mode;
      Solver s (mode);
      total += s.iterate (b, 50, 200);
    }
  Solver u (0);
  if (user)
    u.set_row (row_user);
  total += u.iterate (b, 50, 200);
  printf ("%ld\n", total + odd (0));
  return 0;
}
// { dg-output "714934106" }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in Solver::iterate\\(Body\\*, int, int\\) at \[^\n\]* through Solver::row: row_ref\\(Body&, Body const&, long\\) \\(1000\\) " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "through Solver::row: \[^\n\]*row_fast\\(Body&, Body const&, long\\) \\(\\d+\\)\[^\n\]*, other values \\(\[1-9\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "through Solver::row: \[^\n\]*odd" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative row_ref\\(Body&, Body const&, long\\)\[,\ \]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field pointers: calls=1 speculative=1 guards=\[1-9\]" "tigdevirt" } }
