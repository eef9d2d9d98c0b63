/* analysis-pass.cc - the IPA pass: analysis first, then transformations.

   execute () in stages: build_program (the type graph, the calls, the
   closure) -> decide_calls (each call's target list, memoized, and its
   decision: the cascade of cascade.h; verify mode) ->
   cut_to_budget -> apply_decisions (remarks, the call graph, the
   vtables) -> the facts bodies read (type changes), dead methods ->
   gather_statistics (in one place, from the decisions) -> write_reports.

   Runs once per program: at WPA, in the single lto1 of
   -flto-partition=none, or in cc1plus when not compiling for LTO.  It sits
   just before GCC's "devirt" pass, which clears the polymorphic flag of the
   calls it cannot use, so we see every polymorphic call.

   Over 600 lines: the stages above, each short, in the order they run,
   so that the pipeline reads in one place.  */

#include "analysis-pass.h"
#include "allocation-types.h"
#include "call-context.h"
#include "call-locations.h"
#include "call-sites.h"
#include "closed-hierarchies.h"
#include "dead-methods.h"
#include "field-pointers.h"
#include "field-types.h"
#include "field-escapes.h"
#include "declaration-sites.h"
#include "cascade.h"
#include "final-suggestions.h"
#include "guess-pruning.h"
#include "lifetime-rule.h"
#include "link-note.h"
#include "link-view.h"
#include "member-call-types.h"
#include "member-pointers.h"
#include "param-types.h"
#include "pointer-calls.h"
#include "placement-census.h"
#include "plugin-options.h"
#include "profile-targets.h"
#include "program-counts.h"
#include "body-copies.h"
#include "remarks.h"
#include "recursive-guards.h"
#include "speculation-budget.h"
#include "speculation-expand.h"
#include "stats.h"
#include "body-stats.h"
#include "target-list.h"
#include "type-changes.h"
#include "type-names.h"
#include "type-facts.h"
#include "guard-versioning.h"
#include "verify.h"
#include "virtual-constants.h"

namespace tigdevirt {

namespace {

const pass_data analysis_pass_data = {
  IPA_PASS,		/* type */
  "tigdevirt",		/* name */
  OPTGROUP_IPA,		/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

/* The run's state, held where the pass's stages meet and handed down
   from here: GCC calls the summary hooks without the pass object.  The
   type facts (type-facts.h) live from the first hook that makes or
   reads them to the end of the analysis (release_type_facts; a compile
   for LTO that runs no analysis keeps them to its end); the rest of the
   run's state is the plugin's (make_analysis_pass), read by passes and
   callbacks besides this one.  */
type_facts *run_facts;
run_state *run;

type_facts &
facts ()
{
  if (!run_facts)
    run_facts = new type_facts (run->fields);
  return *run_facts;
}

/* Nothing after the analysis needs the type facts: what GCC does next
   runs without them.  */

void
release_type_facts ()
{
  delete run_facts;
  run_facts = nullptr;
}

const char *
stage_name ()
{
  if (flag_wpa)
    return "wpa";
  if (in_lto_p)
    return "lto";
  return "compile";
}

void
dump_call (FILE *f, const call_site &c, const target_list &t)
{
  fprintf (f, "call %u %s caller=%s otr=%s token=%" PRId64 " context=[%s] "
	   "%s %u:",
	   c.id, c.location ().c_str (),
	   function_name_of (c.edge->caller->decl).c_str (),
	   c.otr_type ? c.otr_type->name.c_str () : "?", (int64_t) c.token,
	   c.context.str ().c_str (),
	   t.complete ? "complete" : "incomplete",
	   (unsigned) t.targets.size ());
  /* Sorted by name, so that dumps compare across runs and modes.  */
  std::vector<std::string> names;
  for (cgraph_node *n : t.targets)
    names.push_back (function_label_of (n->decl));
  std::sort (names.begin (), names.end ());
  for (const std::string &n : names)
    fprintf (f, " %s", n.c_str ());
  if (t.reached_pure_virtual)
    fprintf (f, " (+pure)");
  if (c.context.callers_stated)
    fprintf (f, " callers-state=%s", c.context.callers_stated->name.c_str ());
  if (c.context.likely_outer)
    fprintf (f, " likely=%s%s", c.context.likely_outer->name.c_str (),
	     c.context.likely_maybe_derived ? "+derived" : "");
  /* The exact class a new-expression ("new=D", allocation-types.h) or
     every caller ("callers=D", param-types.h) proves; "D?" when it did
     not narrow the context.  */
  if (c.context.allocated)
    fprintf (f, " %s=%s%s calls=%u", c.context.allocation_source,
	     c.context.allocated_name ().c_str (),
	     c.context.allocation_used ? "" : "?", c.context.allocation_calls);
  /* The measured count, with -fprofile-use only (reliable_p: read or
     scaled from a profile, never guessed): what a reader ranks hot calls
     by.  A call GCC already made speculative counts its direct edges
     too: the indirect edge keeps only the rest.  */
  profile_count n = call_count (c.edge).ipa ();
  if (n.initialized_p () && n.reliable_p ())
    fprintf (f, " count=%" PRId64, (int64_t) n.to_gcov_type ());
  fprintf (f, "\n");
}

void
append_verify_log (const call_site &c, const verify_result &v)
{
  FILE *log = fopen (opts.verify_log.c_str (), "a");
  if (!log)
    {
      error ("tigdevirt: cannot append to %qs: %m", opts.verify_log.c_str ());
      opts.verify_log.clear ();
      return;
    }
  fprintf (log, "verify-diff %s %s otr=%s token=%" PRId64 ": %s\n",
	   main_input_filename ? lbasename (main_input_filename) : "?",
	   c.location ().c_str (), c.otr_type ? c.otr_type->name.c_str () : "?",
	   (int64_t) c.token, v.detail.c_str ());
  fclose (log);
}

/* One line per run, so that a log collecting a whole test suite also
   tells how many calls were compared.  */

void
append_verify_summary (const run_stats &stats)
{
  if (FILE *log = fopen (opts.verify_log.c_str (), "a"))
    {
      fprintf (log, "verify-run %s checked=%u differences=%u "
	       "stale-gcc-targets=%u\n",
	       main_input_filename ? lbasename (main_input_filename) : "?",
	       stats.verify_checked, stats.verify_differences,
	       stats.verify_stale_gcc_targets);
      fclose (log);
    }
}

/* Dead methods are removed at all (-O0 and analyze-only change nothing).  */

bool
dead_methods_enabled ()
{
  return !opts.analyze_only && opts.remove_dead_methods && optimize;
}

/* Decide which methods DEAD found dead, clear their slots, report them
   (in R); the TODO flags for GCC's removal of the bodies.  */

unsigned
remove_dead (const dead_method_finder &dead, const type_graph &g,
	     const hierarchy_closure &closure, dead_method_report &r)
{
  r = dead.decide (g, closure);
  unsigned todo = remove_dead_methods (r);
  report_dead_methods (r);
  if (dump_file)
    dump_dead_methods (dump_file, r);
  return todo;
}

/* cc1plus under -flto streams the unit without running IPA passes: this
   is the one place the compile step can remove dead methods of
   hierarchies closed within the unit, so that the LTO object never
   carries them (dead-methods.h).  Without -flto (or with fat objects)
   execute () does it as well, and finds nothing left.  */

void
remove_dead_methods_before_streaming ()
{
  if (in_lto_p || !flag_generate_lto || !dead_methods_enabled ())
    return;
  type_graph graph;
  graph.build ();
  hierarchy_closure closure;
  closure.compute (graph);
  bool any = false;
  for (const auto &h : closure.all ())
    any |= h.all_closed ();
  if (!any)
    return;
  std::vector<call_site> calls = collect_call_sites (graph, facts ());
  target_cache cache (graph);
  dead_method_finder dead;
  for (const call_site &c : calls)
    dead.note_targets (cache.get (c.otr_type, c.token, c.context), true);
  dead_method_report r;
  if (remove_dead (dead, graph, closure, r))
    symtab->remove_unreachable_nodes (dump_file);
}

/* Compile time, with the bodies in memory (with or without -flto): the
   types new-expressions prove (allocation-types.h), and dead methods.  */

void
generate_summaries ()
{
  prove_allocation_types (facts ().allocations, run->fields);
  if (opts.field_pointers)
    keep_field_callers_apart (run->fields);
  take_placement_census ();
  note_type_changes (run->changes);
  remove_dead_methods_before_streaming ();
}

/* Compile time -> link: call locations, the types of calls through
   pointers, the types new-expressions prove, pointer-to-member facts,
   class and method declarations.  */

void
write_summaries ()
{
  narrow_stated_contexts ();
  write_call_locations ();
  write_pointer_calls ();
  write_field_pointers ();
  write_allocation_types (facts ().allocations);
  write_placement_census ();
  write_type_changes (run->changes);
  write_member_pointer_facts ();
  write_declaration_sites (run->declarations);
  write_field_types (run->fields);
  write_field_escapes (run->fields);
}

/* At WPA, before any IPA pass changes symbols.  */

void
read_summaries ()
{
  read_call_locations ();
  read_pointer_calls ();
  read_field_pointers ();
  read_allocation_types (facts ().allocations);
  read_placement_census ();
  read_type_changes (run->changes);
  read_member_pointer_facts ();
  read_field_types (run->fields);
  read_field_escapes (run->fields);
  if (opts.suggest_final ())
    read_declaration_sites (run->declarations);
  read_profile_targets ();
  record_declared_visibility ();
}

/* WPA -> LTRANS: the plans for speculative calls and the table of
   virtual constants.  */

void
write_plans ()
{
  write_expansion_plans ();
  write_virtual_constants ();
  write_type_change_facts (run->changes);
  write_versioning_budget ();
}

void
read_plans ()
{
  read_expansion_plans ();
  read_virtual_constants ();
  read_type_change_facts (run->changes);
  read_versioning_budget ();
}

/* The whole program as the analysis sees it: built once per run and
   read by every stage after.  */

struct program
{
  type_graph graph;
  std::vector<call_site> calls;
  hierarchy_closure closure;
  /* The calls through function pointers loaded from fields
     (field-pointers.h), and their lists of stored functions.  */
  std::vector<call_site> pointer_calls;
  std::vector<target_list> pointer_lists;
};

/* The type graph, the polymorphic calls, which hierarchies are closed,
   and the contexts the object-lifetime rule narrows (and GCC's graph for
   verify mode).  */

void
build_program (program &p)
{
  /* Without -flto: after ipa-prop's summary, which recomputes GCC's
     contexts (member-call-types.h).  */
  narrow_stated_contexts ();
  p.graph.build ();
  p.calls = collect_call_sites (p.graph, facts ());
  p.closure.compute (p.graph);
  p.closure.warn_runtime_loading ();
  p.closure.note_dynamic_exports ();
  apply_lifetime_rule (p.calls, p.graph);
  if (dump_file)
    {
      p.graph.dump (dump_file, dump_flags & TDF_DETAILS);
      p.closure.dump (dump_file, dump_flags & TDF_DETAILS);
    }
  /* GCC's inheritance graph, for verify mode's lists.  */
  if (opts.verify)
    verify_init ();
  if (dump_file && !p.calls.empty ())
    fprintf (dump_file, "Polymorphic calls:\n");
}

/* How often each function runs, over the call graph and the calls'
   lists: what each call's frequency is measured in (program-counts.h).  */

void
count_runs (const program &p, target_cache &cache, program_counts &counts)
{
  std::vector<const target_list *> lists;
  lists.reserve (p.calls.size ());
  for (const call_site &c : p.calls)
    lists.push_back (&cache.get (c.otr_type, c.token, c.context));
  counts.compute (p.calls, lists);
  if (dump_file && !counts.pointer_estimates.empty ())
    fprintf (dump_file, "program counts: %u functions called through pointers "
	     "run as often as the pointer calls of their type\n",
	     (unsigned) counts.pointer_estimates.size ());
  if (dump_file && (dump_flags & TDF_DETAILS))
    for (const auto &e : counts.pointer_estimates)
      fprintf (dump_file, "  %s: %.2f runs (1 of %u functions of its type)\n",
	       function_name_of (e.node->decl).c_str (), e.runs, e.takers);
}

/* Our list for call C against GCC's (verify mode).  GCC knows C++ rules
   only: compare with our list under the same rules, from the same
   context (GCC's, not narrowed by a proved type), so that a difference
   is always a bug.  */

void
verify_list (program &p, target_cache &cache, const call_site &c,
	     run_stats &stats)
{
  verify_result v = verify_call
    (c, cache.get (c.otr_type, c.token,
		   c.context.allocation_used
		   ? context_for_edge (c.edge, c.otr_tree, p.graph, nullptr)
		   : c.context, true));
  stats.verify_checked++;
  stats.verify_stale_gcc_targets += v.stale_gcc_targets;
  if (!v.differs)
    return;
  stats.verify_differences++;
  if (dump_file)
    fprintf (dump_file, "verify-diff call %u: %s\n", c.id, v.detail.c_str ());
  if (!opts.verify_log.empty ())
    append_verify_log (c, v);
}

/* The calls through function pointers loaded from fields, after the
   polymorphic ones: their decisions join DECISIONS, whose budget ranks
   them after the polymorphic calls' (speculation-budget.cc).  */

void
decide_pointer_calls (program &p, decision_list &decisions, run_stats &stats)
{
  if (!opts.field_pointers)
    return;
  p.pointer_calls = collect_field_pointer_calls (p.calls.size (),
						 p.pointer_lists, run->fields,
						 p.graph);
  for (unsigned i = 0; i < p.pointer_calls.size (); i++)
    {
      const call_site &c = p.pointer_calls[i];
      const target_list &t = p.pointer_lists[i];
      decisions.emplace_back (&c, decide_pointer_call (c, t));
      stats.field_pointer_calls++;
      if (dump_file)
	{
	  fprintf (dump_file, "pointer call %u in %s at %s through %s:",
		   c.id, function_name_of (c.edge->caller->decl).c_str (),
		   c.location ().c_str (), c.field.c_str ());
	  for (unsigned k = 0; k < t.targets.size (); k++)
	    fprintf (dump_file, " %s (%u)",
		     function_name_of (t.targets[k]->decl).c_str (),
		     t.instances[k]);
	  if (c.field_proved)
	    fprintf (dump_file, ", proved: the only %s stored\n",
		     t.targets.size () == 1 ? "function" : "functions");
	  else
	    fprintf (dump_file, ", other values (%u)%s%s\n", t.other_weight,
		     c.field_unproved ? "; not proved: " : "",
		     c.field_unproved ? c.field_unproved : "");
	}
    }
}

/* Each call's target list and decision (the cascade, cascade.h), in the
   calls' order; the lists seen by the dead-method finder, the `final'
   advisor and verify mode, and counted.  Nothing changes yet: the lists
   must not see speculative edges we add.  */

decision_list
decide_calls (program &p, target_cache &cache,
	      dead_method_finder &dead, run_stats &stats)
{
  final_advisor advisor (p.graph, cache, run->declarations);
  decision_list decisions;
  decisions.reserve (p.calls.size ());
  for (const call_site &c : p.calls)
    {
      target_list scratch;
      const target_list &t = call_targets (cache, c, scratch);
      const target_list *likely = nullptr;
      if (c.context.likely_outer && !t.targets.empty ())
	likely = &cache.get (c.otr_type, c.token, c.context.likely ());
      decisions.emplace_back (&c, decide (c, t, likely, p.graph));
      dead.note_targets (t, &t != &scratch);
      if (opts.suggest_final ())
	advisor.note_call (c, cache.get (c.otr_type, c.token, c.context,
					 true));
      stats.polymorphic_calls++;
      if (c.context.invalid)
	stats.invalid_contexts++;
      stats.count_list (t.targets.size (), t.complete);
      if (dump_file)
	dump_call (dump_file, c, t);
      if (opts.verify)
	verify_list (p, cache, c, stats);
    }
  decide_pointer_calls (p, decisions, stats);
  /* Suggestions judge the program as written, before any change.  */
  if (opts.suggest_final ())
    stats.count_final_suggestions (advisor.report (p.closure));
  return decisions;
}

/* The unit's budget decides which speculations stay
   (speculation-budget.h), of which the guards that would make their call
   recursive go (recursive-guards.h); what it leaves versions loops on
   their guards (guard-versioning.h); then the cutoff.  */

budget_report
cut_to_budget (decision_list &decisions)
{
  budget_report b = spend_speculation_budget (decisions,
					      opts.speculation_growth);
  if (!opts.recursive_guards)
    {
      recursion_report rr = drop_recursive_guards (decisions);
      b.recursive_dropped = rr.targets_dropped;
      b.recursive_calls = rr.calls_dropped;
    }
  note_unspent_speculation_budget (b.budget - b.growth, b.budget,
				   b.unit_size);
  apply_cutoff (decisions);
  return b;
}

/* Every kept decision applied: its guards chosen, its remarks, the call
   graph changed, and the vtables grown to hold the virtual constants.  */

void
apply_decisions (decision_list &decisions)
{
  for (auto &cd : decisions)
    {
      choose_guards (cd.second);
      report_decision (*cd.first, cd.second);
      apply_decision (*cd.first, cd.second);
    }
  grow_vtables ();
  if (dump_file)
    dump_virtual_constants (dump_file);
}

/* The run's statistics, in one place: what the decisions did, what the
   program and its closure hold, the options they were made under.  */

void
gather_statistics (const program &p, const decision_list &decisions,
		   const dead_method_report &dead, run_stats &stats)
{
  stats.stage = stage_name ();
  stats.verified = opts.verify;
  stats.count_decisions (decisions);
  stats.count_dead_methods (dead);
  stats.vtables_grown = vtables_grown ();
  stats.vtable_bytes_added = virtual_constant_bytes ();
  stats.speculation_growth_percent = opts.speculation_growth;
  stats.polymorphic_types = p.graph.types ().size ();
  stats.vtables = p.graph.n_vtables ();
  stats.construction_vtables = p.graph.n_construction_vtables ();
  stats.closure = p.closure.counts ();
  stats.whole_program_visibility = opts.whole_program_visibility;
  stats.strict_vtable_pointers = opts.strict_vtable_pointers;
  stats.census_classes = census_size ();
  field_escape_records_read (run->fields, stats.field_escapes_kept,
			     stats.field_escapes_read_past);
  stats.pointer_field_records = field_records_joined (run->fields);
  if (const char *why = census_incomplete ())
    stats.census_incomplete = why;
}

/* The dump's statistics, stats=FILE, the note in the link's output, and
   verify mode's summary line.  */

void
write_reports (const run_stats &stats)
{
  if (dump_file)
    stats.dump (dump_file);
  if (!opts.stats_file.empty ())
    {
      stats.write_json (stats_path ());
      start_body_stats ();
    }
  leave_link_note (stats);
  if (opts.verify && !opts.verify_log.empty ())
    append_verify_summary (stats);
}

class analysis_pass : public ipa_opt_pass_d
{
public:
  analysis_pass (gcc::context *ctxt)
    : ipa_opt_pass_d (analysis_pass_data, ctxt,
		      generate_summaries,	/* generate_summary */
		      write_summaries,		/* write_summary */
		      read_summaries,		/* read_summary */
		      write_plans,		/* write_optimization_summary */
		      read_plans,		/* read_optimization_summary */
		      NULL,			/* stmt_fixup */
		      0,			/* function_transform_todo_flags_start */
		      expand_planned_calls,	/* function_transform */
		      NULL)			/* variable_transform */
  {}

  /* Under LTO there is no single -O level; decide per function (we only
     read, so run whenever the unit has code).  */
  bool gate (function *) final override { return true; }

  /* The analysis, stage by stage: the program's model, each call's list
     and decision, the unit's cut of them, the changes, the facts the
     bodies' passes read, the reports.  */
  unsigned int
  execute (function *) final override
  {
    run_stats stats;
    long start = get_run_time ();
    program p;
    build_program (p);
    target_cache cache (p.graph);
    program_counts counts;
    count_runs (p, cache, counts);
    set_program_counts (&counts);
    body_copies copies;
    set_body_copies (&copies);
    dead_method_finder dead;
    decision_list decisions = decide_calls (p, cache, dead, stats);
    stats.analysis_seconds = (get_run_time () - start) / 1e6;

    start = get_run_time ();
    stats.budget = cut_to_budget (decisions);
    apply_decisions (decisions);
    /* Which calls may change dynamic types: over the call graph as the
       decisions left it (vptr-reuse.h reads it in bodies), and the fields
       whose objects the type proofs found contained.  */
    compute_type_change_facts (run->changes, p.graph, cache);
    for (auto &f : contained_fields (facts ().allocations))
      note_contained_field (run->changes, f.first, f.second);
    /* Dead methods last: every call's list is known, every decision's new
       direct edges keep their targets.  */
    dead_method_report dead_report;
    unsigned todo = dead_methods_enabled ()
		    ? remove_dead (dead, p.graph, p.closure, dead_report) : 0;
    set_program_counts (nullptr);
    set_body_copies (nullptr);
    release_field_pointers ();
    release_type_facts ();
    stats.decision_seconds = (get_run_time () - start) / 1e6;

    gather_statistics (p, decisions, dead_report, stats);
    write_reports (stats);
    return todo;
  }
};

} // anon namespace

opt_pass *
make_analysis_pass (gcc::context *ctxt, run_state &state)
{
  run = &state;
  return new analysis_pass (ctxt);
}

void
keep_run_trees (void *, void *user_data)
{
  const run_state &run = *(const run_state *) user_data;
  keep_field_trees (run.fields);
  keep_type_change_trees (run.changes);
  /* The type facts, while the pass keeps them (made at compile time or
     read at the link, released after the analysis).  */
  if (run_facts)
    keep_allocation_trees (run_facts->allocations);
  /* The files' own tables.  */
  keep_member_call_trees ();
  keep_census_trees ();
  keep_local_class_trees ();
}

} // namespace tigdevirt
