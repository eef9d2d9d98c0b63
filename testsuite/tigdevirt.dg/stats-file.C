// stats=FILE writes the JSON summary documented in docs/stats-format.md.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-stats=stats-file.json" }
#include <cstdio>

namespace { struct P { virtual int v () { return 1; } virtual ~P () {} };
struct Q : P { int v () override { return 2; } }; }
struct R { virtual int r () { return 3; } };

__attribute__ ((noinline)) int callp (P *p) { return p->v (); }
__attribute__ ((noinline)) int callr (R *r) { return r->r (); }

int
main ()
{
  P p; Q q; R r;
  printf ("%d\n", callp (&p) + callp (&q) + callr (&r));
  return 0;
}
// { dg-output "6" }
// The file parses, with the values of this program...
// { dg-final { scan-json stats-file.json stage {"compile"} } }
// { dg-final { scan-json stats-file.json polymorphic_types 3 } }
// { dg-final { scan-json stats-file.json polymorphic_calls 2 } }
// { dg-final { scan-json stats-file.json complete {{"lists": 1, "by_size": {"2": 1}}} } }
// { dg-final { scan-json stats-file.json incomplete {{"lists": 1, "by_size": {"1": 1}}} } }
// { dg-final { scan-json stats-file.json verify {{"enabled": false, "checked": 0, "differences": 0, "stale_gcc_targets": 0}} } }
// ... and exactly the members docs/stats-format.md documents.
// { dg-final { scan-json-keys stats-file.json "" {tool stage version output polymorphic_types vtables construction_vtables polymorphic_calls invalid_contexts whole_program_visibility loader_pages_released_kb hierarchies types complete incomplete devirtualized field_pointers left_alone allocation_types speculation_cost virtual_constants dead_methods final_suggestions time verify} } }
// { dg-final { scan-json-keys stats-file.json hierarchies {closed open partly_closed open_by_dynamic_exports} } }
// { dg-final { scan-json-keys stats-file.json types {closed open closed_by_assertion open_by_dynamic_exports constructions_known not_instantiated} } }
// { dg-final { scan-json-keys stats-file.json devirtualized {full unreachable speculative} } }
// { dg-final { scan-json-keys stats-file.json devirtualized.speculative {calls by_targets} } }
// { dg-final { scan-json-keys stats-file.json left_alone {calls by_reason} } }
// { dg-final { scan-json-keys stats-file.json field_pointers {calls speculative guards direct dispatched} } }
// { dg-final { scan-json-keys stats-file.json allocation_types {strict_vtable_pointers proved used by_census by_containment direct rule_off by_source census_classes census_incomplete} } }
// { dg-final { scan-json-keys stats-file.json speculation_cost {growth_percent unit_size program budget offered growth calls_kept calls_cut calls_trimmed extra_room extra_room_used calls_without_room recursive_dropped recursive_calls dispatched evidence guards} } }
// { dg-final { scan-json-keys stats-file.json virtual_constants {uniform_return unique_return virtual_const_prop vtables_grown bytes_added not_propagated} } }
// { dg-final { scan-json-keys stats-file.json dead_methods {removed thunks slots_cleared size estimated_bytes disabled kept} } }
// { dg-final { scan-json-keys stats-file.json final_suggestions {suggestions shown calls hidden not_suggested} } }
// { dg-final { scan-json-keys stats-file.json time {analysis_s decisions_s} } }
