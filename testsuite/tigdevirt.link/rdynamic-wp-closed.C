// The same program as rdynamic-wp-note.C linked without -rdynamic: the
// whole-program assertion closes the hierarchy and no note is given.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
// { dg-bogus "left .* class hierarchies open" "" { target *-*-* } 0 }
#include "rdynamic-wp.h"
// { dg-output "205" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Shape: closed \\(whole-program visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "open by dynamic exports only" "tigdevirt" } }
