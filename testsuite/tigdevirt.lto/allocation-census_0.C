// The C++ object-lifetime rule by default: in whole-program mode every
// construction of Animal's classes is in the link, and the placement
// census finds none in reused storage (Dogs come from new-expressions
// too), so the Bird that watch () makes keeps its type across the calls
// to look_at () without strict-vtable-pointers: the calls are direct.
// allocation-census-placed_0.C builds Dogs in a vector and keeps them
// guarded.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-stats=allocation-census.json" }
#include "allocation-census-main.h"
// { dg-final { scan-wpa-ipa-dump "caller=watch\\(int\\) otr=Animal token=0 context=\\\[outer=Bird offset=0 in-construction=no derived=no\\\] complete 1: Bird::legs\\(\\) const \[^\n\]*new=Bird calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Bird from the new-expression, across calls by the C\\+\\+ object-lifetime rule \\(no class that could stand in is built in reused storage\\)" "tigdevirt" } }
// { dg-final { scan-json allocation-census.json allocation_types.by_census 2 } }
// What proved them, per kind: two calls, both direct.
// { dg-final { scan-json allocation-census.json allocation_types.by_source {{"new": {"used": 2, "direct": 2, "dispatched": 0}}} } }
// { dg-final { indirect-calls watch 0 } }
