// A hierarchy closed within its unit (anonymous namespace, in
// dead-methods-local_1.C): the compile step removes its dead methods
// before it writes the LTO object, so WPA finds none left and no LTRANS
// unit sees them.  Output unchanged.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>
int survey (int argc);
int
main (int argc, char **)
{
  std::printf ("%d\n", survey (argc));
  return 0;
}
// { dg-output "4" }
// { dg-prune-output "optimized: " }
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "Dead methods: 0 removed " "tigdevirt" } }
// { dg-final { defined-symbol-not "(anonymous namespace)::Probe::gone() const" } }
// { dg-final { defined-symbol-not "(anonymous namespace)::Sensor::gone() const" } }
