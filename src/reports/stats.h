/* stats.h - counters of one run, for the dump and stats=FILE.  */

#ifndef TIGDEVIRT_STATS_H
#define TIGDEVIRT_STATS_H

#include "gcc-compat.h"
#include "closed-hierarchies.h"
#include "speculation-budget.h"
#include "dead-methods.h"
#include "final-suggestions.h"
#include "reasons.h"

namespace tigdevirt {

struct run_stats
{
  const char *stage = "compile";	/* compile, wpa or lto.  */
  unsigned polymorphic_types = 0;
  unsigned vtables = 0;
  unsigned construction_vtables = 0;
  unsigned polymorphic_calls = 0;
  unsigned invalid_contexts = 0;
  bool whole_program_visibility = false;
  closure_counts closure;
  /* Target-list size -> number of calls.  */
  std::map<unsigned, unsigned> complete_sizes;
  std::map<unsigned, unsigned> incomplete_sizes;
  /* Types new-expressions prove (allocation-types.h): calls with a
     proof, calls whose context it narrowed (by_census: across calls by
     default, placement-census.h; by_containment: of those, the calls on
     a contained field's objects, field-escapes.h), calls where it needs
     the C++
     object-lifetime rule that does not apply, and calls made direct with
     it (or unreachable).  */
  bool strict_vtable_pointers = false;
  unsigned allocation_proved = 0;
  unsigned allocation_used = 0;
  unsigned allocation_by_census = 0;
  unsigned allocation_by_containment = 0;
  unsigned allocation_rule_off = 0;
  unsigned allocation_direct = 0;
  /* The same by what proved the class (call_context::allocation_source:
     new, factory, array, constructed, global, field, callers): the calls
     it narrowed, made direct (or unreachable), and dispatched (no
     indirect call left): each fact kind's reach.  */
  struct source_reach { unsigned used = 0, direct = 0, dispatched = 0; };
  std::map<std::string, source_reach> allocation_by_source;
  /* The placement census (placement-census.h): classes built in reused
     storage, and why it is incomplete ("" if it is not).  */
  unsigned census_classes = 0;
  std::string census_incomplete;
  /* The link's field-escape records (field-escapes.h): the units'
     records kept, and those read past as no query can ask about their
     field.  */
  unsigned field_escapes_kept = 0;
  unsigned field_escapes_read_past = 0;
  unsigned pointer_field_records = 0;
  /* Transformations.  */
  unsigned full = 0;
  unsigned unreachable = 0;
  /* Virtual constant propagation: calls per kind, and the vtables that
     grew to hold values.  */
  unsigned uniform_return = 0;
  unsigned unique_return = 0;
  unsigned const_prop = 0;
  std::map<reason, unsigned> vcp_missed;
  unsigned vtables_grown = 0;
  unsigned long vtable_bytes_added = 0;
  /* Dead virtual methods (dead-methods.h): why none were considered, or
     how many were removed, their slots and GCC's size estimate of their
     bodies, and why others were kept.  */
  std::string dead_disabled;
  unsigned dead_removed = 0;
  unsigned dead_thunks = 0;
  unsigned dead_slots = 0;
  unsigned long dead_size = 0;
  std::map<std::string, unsigned> dead_kept;
  std::map<unsigned, unsigned> speculative_by_targets;
  std::map<reason, unsigned> left_alone;
  /* Speculation: what it was estimated to cost, what the estimates rested
     on (static, likely-type, profile), and how many calls were planned to
     have no indirect call left (speculation-expand.h).  */
  unsigned speculation_growth_percent = 0;
  budget_report budget;
  std::map<std::string, unsigned> speculation_evidence;
  unsigned dispatched = 0;
  /* Calls through function pointers loaded from fields with stored
     functions (field-pointers.h), how many were speculated, their
     guards, and those of a proved field dispatched (no indirect call
     left; counted apart from the polymorphic calls above).  */
  unsigned field_pointer_calls = 0;
  unsigned field_pointer_direct = 0;
  unsigned field_pointer_speculative = 0;
  unsigned field_pointer_guards = 0;
  unsigned field_pointer_dispatched = 0;
  /* Speculated targets by guard: fnptr, vptr, none (dispatch).  */
  std::map<std::string, unsigned> guards;
  /* `final' suggestions (final-suggestions.h): made, shown, the calls
     the shown ones gain, why others are not shown, and how many
     candidates could not be suggested.  */
  unsigned final_suggestions = 0;
  unsigned final_shown = 0;
  unsigned long final_calls = 0;
  std::map<std::string, unsigned> final_hidden;
  unsigned final_rejected = 0;
  /* Seconds spent in the pass: analysis (graph, closure, lists) and the
     rest (decisions, budget, applying).  */
  double analysis_seconds = 0;
  double decision_seconds = 0;

  bool verified = false;
  unsigned verify_checked = 0;
  unsigned verify_differences = 0;
  unsigned verify_stale_gcc_targets = 0;

  void count_list (unsigned size, bool complete);
  /* What DECISIONS do to the calls and what the type proofs did for
     them, and what R says of the dead methods: the statistics of the
     decisions, taken in one place once they are applied.  */
  void count_decisions (const decision_list &decisions);
  void count_dead_methods (const dead_method_report &r);
  void count_final_suggestions (const final_counts &c);
  void dump (FILE *f) const;
  /* Write as JSON; reports an error (with the file name) on failure.  */
  void write_json (const std::string &file) const;
};

/* Where stats=FILE writes this link's statistics: FILE, or a file of its
   own in stats=DIR/ (link-files.h).  */
std::string stats_path ();

} // namespace tigdevirt

#endif
