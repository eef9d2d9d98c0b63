// Whole-program mode without the open list: the user's assertion closes
// Greeter although a library loaded at run time derives from it.  The
// program is then wrong by the user's own promise (so it is only linked),
// and the plugin says so: one warning at the function that calls dlopen,
// naming the hierarchy.
// { dg-do link }
// { dg-options "-flto -ldl -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "greeter-main.h"
// { dg-warning "the program uses 'dlopen' \\(in 'load_greeter\\(\\)'\\), but 'whole-program-visibility' closed 1 class hierarchy" "" { target *-*-* } 0 }
// { dg-message "note: closed by the assertion: hierarchy of 'Greeter'" "" { target *-*-* } 0 }
// { dg-final { scan-wpa-ipa-dump "hierarchy Greeter: closed \\(whole-program visibility\\)" "tigdevirt" } }
// Dead methods: the program loads code at run time, which can be handed
// objects of any hierarchy not local to one unit: none is removed.
// { dg-final { scan-wpa-ipa-dump "dead-methods hierarchies-kept 1: the program loads code at run time\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "dead-method " "tigdevirt" } }
