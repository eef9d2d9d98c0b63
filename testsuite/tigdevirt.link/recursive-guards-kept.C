// recursive-guards.C with -fplugin-arg-tigdevirt-recursive-guards=1: the
// guards are made, as before the option; the program still prints what
// it prints without the plugin.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-recursive-guards=1" }
// { dg-shared-library "recursive-guards-lib.cc" "-O2" link }
#include "recursive-guards-main.h"
// { dg-output "145" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative structure<tag>::~structure\\(\\) \\\[deleting\\\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative structure<tag>::eval\\(\\) const" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "recursive-dropped=0/0 " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "recursive guard dropped" "tigdevirt" } }
