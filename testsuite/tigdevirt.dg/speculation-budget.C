// The unit's growth budget: with speculation-growth=0 no speculation may
// grow the code, so every call is left alone with the reason, shown by
// -fopt-info-ipa-missed; the program still runs.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=0 -fopt-info-ipa-missed" }
#include <cstdio>

struct Shape { virtual int area () const { return 0; } virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override { return s * s; } };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override { return w * h; } };

__attribute__ ((noinline)) int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (); // { dg-message "missed: not devirtualizing call in total\\(Shape\\*\\*, int\\): over the speculation budget" }
  return sum;
}

int
main ()
{
  Square a (3); Rect b (2, 5); Shape c;
  Shape *v[] = { &a, &b, &c };
  printf ("%d\n", total (v, 3));
  return 0;
}
// { dg-output "19" }
// { dg-prune-output "missed: " }
// { dg-final { scan-ipa-dump "decision \\d+ none: over the speculation budget \\(source=\[a-z-\]+ frequency=\\d+\\.\\d\\d\\)\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation: growth-budget=0% program unit-size=\\d+ budget=0 offered=\[1-9]\\d* used=0 calls-kept=0 cut=1 " "tigdevirt" } }
