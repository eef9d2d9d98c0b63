// allocation-types_0.C without the C++ object-lifetime rule (the
// default, as GCC): a call to other code stands between each object's
// construction and its calls, so the type its new-expression gave it is
// only likely; the calls are guarded, the missed remark says why, and
// the program computes the same.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed -fplugin-arg-tigdevirt-stats=allocation-types-default.json" }
// { dg-prune-output "missed:   not inlinable" }
// { dg-prune-output "missed: not devirtualizing" }
// { dg-prune-output "missed: call in (offset_base|replaced)" }
// { dg-prune-output "main.h:14:\[0-9\]+: missed: call in loop" }
#include "allocation-types-main.h"
// { dg-regexp "\[^\n\]*allocation-types-main.h:12:\\d+: missed: call in loop\\(int\\): the object is a Tri \\(made by a new-expression\\), but \\d+ calls? to other code stand between; only the C\\+\\+ object-lifetime rule proves the type across them, and by default it is not applied here: code outside the link may construct the classes \\(-fplugin-arg-tigdevirt-strict-vtable-pointers=1 applies it\\)\n" }
// { dg-final { scan-wpa-ipa-dump "caller=loop\\(int\\) otr=Shape token=0 context=\\\[outer=Shape offset=0 in-construction=maybe derived=maybe\\\] incomplete \\d+: \[^\n\]* likely=Tri new=Tri\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "allocation types: proved=7 used=0 by-census=0 direct=0 rule-off=7 strict-vtable-pointers=0" "tigdevirt" } }
// { dg-final { scan-json allocation-types-default.json allocation_types.rule_off 7 } }
