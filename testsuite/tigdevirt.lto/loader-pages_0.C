// As tigdevirt.dg/loader-pages.C, in lto1: WPA drops the pages of its
// symbol tables that binding the plugin read, and says so in the dump and
// the stats; the program links and runs.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct Op { virtual int apply (int) const = 0; virtual ~Op () {} };
struct Twice : Op { int apply (int x) const override { return 2 * x; } };
int run (const Op &, int);

int
main ()
{
  Twice t;
  printf ("%d\n", run (t, 21));
  return 0;
}
// { dg-output "42" }
// { dg-final { scan-wpa-ipa-dump "loader pages: released=\[1-9\]\[0-9\]*KB" "tigdevirt" } }
