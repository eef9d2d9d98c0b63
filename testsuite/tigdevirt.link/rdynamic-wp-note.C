// Whole-program mode on an executable linked with -rdynamic (CMake adds it
// to every executable when cmake_minimum_required is older than 3.4,
// policy CMP0065): every class is exported, so the hierarchy rightly stays
// open.  The plugin says why in one line at link time and counts it in the
// dump; the program is still right.
// { dg-do run }
// { dg-options "-flto -rdynamic -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-message "note: tigdevirt: 'whole-program-visibility' left 1 of 1 class hierarchies open: the link exports every symbol \\('-rdynamic'\\)" "" { target *-*-* } 0 }
#include "rdynamic-wp.h"
// { dg-output "205" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Shape: open \\(\[^\n\]* exported dynamically\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "open by dynamic exports only: hierarchies=1 types=3" "tigdevirt" } }
