// Speculation never names a target that nothing else keeps in the
// program (see undefined-override.h): the program links and runs, in
// default mode and (undefined-override-wp) in whole-program mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculate=3" }
#include <cstdio>
#include "undefined-override.h"

__attribute__ ((noinline)) int
run (Greeter **g, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += g[i]->greet (i);
  return sum;
}

int
main ()
{
  Greeter *g[4];
  for (int i = 0; i < 4; i++)
    g[i] = make_greeter (i % 2);
  printf ("%d\n", run (g, 4));
  for (int i = 0; i < 4; i++)
    delete g[i];
  return 0;
}
// { dg-output "12" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Greeter::greet\\(int\\) const, Hello::greet\\(int\\) const \\(" "tigdevirt" } }
// Never::greet is a possible target (its class is open), but no class
// with objects reaches it.
// { dg-final { scan-wpa-ipa-dump "caller=run\\(Greeter\\*\\*, int\\) \[^\n\]* incomplete 3: Greeter::greet\\(int\\) const Hello::greet\\(int\\) const Never::greet\\(int\\) const\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ speculative \[^\n\]*Never" "tigdevirt" } }
