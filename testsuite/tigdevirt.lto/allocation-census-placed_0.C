// allocation-census_0.C with Dogs built in a std::vector (placement new
// into the vector's storage): a class that could stand in for the Bird
// is built in reused storage, so by default the C++ object-lifetime rule
// is not applied to calls through Animal; the calls stay guarded and the
// remark says why.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed -fplugin-arg-tigdevirt-stats=allocation-census-placed.json" }
// { dg-prune-output "missed:   not inlinable" }
// { dg-prune-output "missed: not devirtualizing" }
// { dg-prune-output "allocation-census-main.h:14:\[0-9\]+: missed: call in watch" }
#include "allocation-census-main.h"
// { dg-regexp "\[^\n\]*allocation-census-main.h:12:\\d+: missed: call in watch\\(int\\): the object is a Bird \\(made by a new-expression\\), but \\d+ calls? to other code stand between; only the C\\+\\+ object-lifetime rule proves the type across them, and by default it is not applied here: some class is built in reused storage \\(placement new\\) \\(-fplugin-arg-tigdevirt-strict-vtable-pointers=1 applies it\\)\n" }
// { dg-final { scan-wpa-ipa-dump "caller=watch\\(int\\) otr=Animal token=0 context=\\\[outer=Animal \[^\n\]*new=Bird\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Bird from the new-expression not used: some class is built in reused storage" "tigdevirt" } }
// { dg-final { scan-json allocation-census-placed.json allocation_types.by_census 0 } }
