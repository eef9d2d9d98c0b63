// A class with no derived class in the LTO unit, but one in a non-LTO
// object of the link (Twice, derived from Counter): the linker's
// resolutions show that code outside reaches Counter's symbols, so
// neither Counter nor Counter::step is suggested (`final' would break
// that object's build).
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-suggest-final=types,methods,suggest-final-outside.json -fplugin-arg-tigdevirt-dump" }
// { dg-link-object "non-lto-twice.cc" "-O2 -fno-lto" }
// { dg-messages-from "counter.h" }
#include "counter-main.h"
// { dg-output "5 10" }
// { dg-final { scan-wpa-ipa-dump "suggest-final-rejected class Counter calls=3: code outside the LTO unit may derive from Counter: typeinfo for Counter referenced from outside the LTO unit" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "suggest-final-rejected method Counter::step\\(\\) const calls=1: code outside the LTO unit may derive from Counter" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "suggest-final (class|method) " "tigdevirt" } }
// The report tells other links (tigdevirt-merge-final) that every method
// of Counter may be overridden outside.
// { dg-final { scan-file suggest-final-outside.json "\"methods\": \"code outside the LTO unit may derive from Counter" } }
