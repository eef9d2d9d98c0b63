/* analysis-pass.cc - the IPA pass: analysis first, then transformations.

   build the type graph -> collect call sites -> target list per call
   (memoized) -> verify against GCC (optional) -> decide per call (devirt.h
   cascade) -> report and apply every decision -> statistics.

   Runs once per program: at WPA, in the single lto1 of
   -flto-partition=none, or in cc1plus when not compiling for LTO.  It sits
   just before GCC's "devirt" pass, which clears the polymorphic flag of the
   calls it cannot use, so we see every polymorphic call.  */

#include "analysis-pass.h"
#include "allocation-types.h"
#include "call-context.h"
#include "call-locations.h"
#include "call-sites.h"
#include "closed-hierarchies.h"
#include "dead-methods.h"
#include "field-types.h"
#include "field-escapes.h"
#include "declaration-sites.h"
#include "devirt.h"
#include "final-suggestions.h"
#include "guess-pruning.h"
#include "lifetime-rule.h"
#include "link-note.h"
#include "link-view.h"
#include "member-call-types.h"
#include "member-pointers.h"
#include "param-types.h"
#include "placement-census.h"
#include "plugin-options.h"
#include "profile-targets.h"
#include "program-counts.h"
#include "remarks.h"
#include "speculation-budget.h"
#include "speculation-expand.h"
#include "stats.h"
#include "body-stats.h"
#include "target-list.h"
#include "type-changes.h"
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

/* Is speculative devirtualization on in FN?  -fprofile-use turns it off
   by default, since GCC's own indirect-call promotion then has the
   profile; we combine the profile with the target list, so a function
   compiled with profile feedback (and value profiling) keeps it, unless
   the command line turned it off explicitly.  */

bool
speculation_enabled (tree fn)
{
  if (opt_for_fn (fn, flag_devirtualize_speculatively))
    return true;
  if (global_options_set.x_flag_devirtualize_speculatively)
    return false;
  return opt_for_fn (fn, flag_branch_probabilities)
	 && opt_for_fn (fn, flag_value_profile_transformations);
}

/* The cascade of try-steps (devirt.h) for one call.  */

devirt_decision
decide (const call_site &c, const target_list &t, const target_list *likely,
	const type_graph &g)
{
  devirt_decision d;
  /* GCC's own switches apply to the function the call is in, as they do
     to GCC's devirtualization.  */
  tree fn = c.edge->caller->decl;
  if (opts.analyze_only)
    d.missed = "analyze-only";
  else if (!opt_for_fn (fn, optimize))
    d.missed = "caller is not optimized";
  else if (!opt_for_fn (fn, flag_devirtualize))
    d.missed = "-fno-devirtualize";
  if (d.missed)
    return d;
  d = try_full_devirt (c, t);
  const char *vc_missed = nullptr;
  if (d.kind == devirt_kind::none)
    {
      devirt_decision v = try_virtual_constant (c, t, g);
      if (v.kind != devirt_kind::none)
	return v;
      /* Worth a remark where it could have applied: a complete list of
	 several targets, or constant arguments through an open class.  */
      if (((t.complete && t.targets.size () >= 2)
	   || (v.missed && !strcmp (v.missed, "open hierarchy")))
	  && v.missed && strcmp (v.missed, "not an integer result"))
	vc_missed = v.missed;
    }
  if (d.kind == devirt_kind::none)
    {
      if (!speculation_enabled (fn))
	d.missed = "-fno-devirtualize-speculatively";
      else
	d = try_speculation (c, t, likely, opts.speculate);
    }
  /* GCC guesses on the calls we leave indirect (and on those the budget
     takes back from us).  */
  if (d.kind == devirt_kind::none || d.kind == devirt_kind::speculative)
    d.drop_guesses = guesses_to_drop (c, t);
  d.vc_missed = vc_missed;
  return d;
}

/* -fplugin-arg-tigdevirt-cutoff=N: transform only the first N calls
   (after the budget, so that bisecting sees the real decisions).  */

void
apply_cutoff (decision_list &decisions)
{
  long left = opts.cutoff;
  if (left < 0)
    return;
  for (auto &cd : decisions)
    if (cd.second.kind != devirt_kind::none)
      {
	if (left == 0)
	  {
	    cd.second = devirt_decision ();
	    cd.second.missed = "cutoff reached";
	  }
	else
	  left--;
      }
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

/* Decide which methods DEAD found dead, clear their slots, report them;
   the TODO flags for GCC's removal of the bodies.  */

unsigned
remove_dead (const dead_method_finder &dead, const type_graph &g,
	     const hierarchy_closure &closure, run_stats &stats)
{
  dead_method_report r = dead.decide (g, closure);
  unsigned todo = remove_dead_methods (r);
  report_dead_methods (r, stats);
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
  std::vector<call_site> calls = collect_call_sites (graph);
  target_cache cache (graph);
  dead_method_finder dead;
  for (const call_site &c : calls)
    dead.note_targets (cache.get (c.otr_type, c.token, c.context));
  run_stats stats;
  if (remove_dead (dead, graph, closure, stats))
    symtab->remove_unreachable_nodes (dump_file);
}

/* Compile time, with the bodies in memory (with or without -flto): the
   types new-expressions prove (allocation-types.h), and dead methods.  */

void
generate_summaries ()
{
  prove_allocation_types ();
  take_placement_census ();
  note_type_changes ();
  remove_dead_methods_before_streaming ();
}

/* Compile time -> link: call locations, the types new-expressions
   prove, pointer-to-member facts, class and method declarations.  */

void
write_summaries ()
{
  narrow_stated_contexts ();
  write_call_locations ();
  write_allocation_types ();
  write_placement_census ();
  write_type_changes ();
  write_member_pointer_facts ();
  write_declaration_sites ();
  write_field_types ();
  write_field_escapes ();
}

/* At WPA, before any IPA pass changes symbols.  */

void
read_summaries ()
{
  read_call_locations ();
  read_allocation_types ();
  read_placement_census ();
  read_type_changes ();
  read_member_pointer_facts ();
  read_field_types ();
  read_field_escapes ();
  if (opts.suggest_final ())
    read_declaration_sites ();
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
  write_type_change_facts ();
}

void
read_plans ()
{
  read_expansion_plans ();
  read_virtual_constants ();
  read_type_change_facts ();
}

/* The targets of call C when its context is a type set in use
   (call_context::set): each class's, all together, a complete
   list.  False (OUT unset) when some class's list is not complete.  */

static bool
set_targets (target_cache &cache, const call_site &c, target_list &out)
{
  const call_context &x = c.context;
  if (!x.allocation_used || !x.set || x.set->exact.empty ())
    return false;
  out = target_list ();
  for (auto &e : x.set->exact)
    {
      call_context one = x;
      one.set = nullptr;
      one.outer = e.first;
      one.offset = e.second;
      one.maybe_derived_type = false;
      one.maybe_in_construction = false;
      one.likely_outer = nullptr;
      const target_list &l = cache.get (c.otr_type, c.token, one);
      if (!l.complete)
	return false;
      out.reached_pure_virtual |= l.reached_pure_virtual;
      for (size_t i = 0; i < l.targets.size (); i++)
	{
	  auto at = std::find (out.targets.begin (), out.targets.end (),
			       l.targets[i]);
	  if (at != out.targets.end ())
	    {
	      out.instances[at - out.targets.begin ()] += l.instances[i];
	      continue;
	    }
	  out.targets.push_back (l.targets[i]);
	  out.instances.push_back (l.instances[i]);
	  out.class_ap.push_back (l.class_ap[i]);
	}
    }
  out.complete = true;
  return true;
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

  unsigned int
  execute (function *) final override
  {
    run_stats stats;
    stats.stage = stage_name ();
    long start = get_run_time ();
    /* Without -flto: after ipa-prop's summary, which recomputes GCC's
       contexts (member-call-types.h).  */
    narrow_stated_contexts ();
    type_graph graph;
    graph.build ();
    std::vector<call_site> calls = collect_call_sites (graph);
    hierarchy_closure closure;
    closure.compute (graph);
    closure.warn_runtime_loading ();
    closure.note_dynamic_exports ();
    apply_lifetime_rule (calls, graph);

    if (dump_file)
      {
	graph.dump (dump_file, dump_flags & TDF_DETAILS);
	closure.dump (dump_file, dump_flags & TDF_DETAILS);
      }

    if (opts.verify)
      {
	verify_init ();
	stats.verified = true;
      }
    if (dump_file && !calls.empty ())
      fprintf (dump_file, "Polymorphic calls:\n");
    target_cache cache (graph);
    /* How often each function runs, over the call graph and these calls'
       lists: what each call's frequency is measured in
       (program-counts.h).  */
    program_counts counts;
    {
      std::vector<const target_list *> lists;
      lists.reserve (calls.size ());
      for (const call_site &c : calls)
	lists.push_back (&cache.get (c.otr_type, c.token, c.context));
      counts.compute (calls, lists);
    }
    set_program_counts (&counts);
    dead_method_finder dead;
    final_advisor advisor (graph, cache);
    decision_list decisions;
    decisions.reserve (calls.size ());
    for (const call_site &c : calls)
      {
	target_list set_list;
	const target_list &t = set_targets (cache, c, set_list)
			       ? set_list
			       : cache.get (c.otr_type, c.token, c.context);
	const target_list *likely = nullptr;
	if (c.context.likely_outer && !t.targets.empty ())
	  likely = &cache.get (c.otr_type, c.token, c.context.likely ());
	decisions.emplace_back (&c, decide (c, t, likely, graph));
	dead.note_targets (t);
	if (opts.suggest_final ())
	  advisor.note_call (c, cache.get (c.otr_type, c.token, c.context,
					   true));
	stats.polymorphic_calls++;
	if (c.context.invalid)
	  stats.invalid_contexts++;
	stats.count_list (t.targets.size (), t.complete);
	if (dump_file)
	  dump_call (dump_file, c, t);
	if (!opts.verify)
	  continue;
	/* GCC knows C++ rules only: compare with our list under the same
	   rules, from the same context (GCC's, not narrowed by a
	   new-expression's type), so that a difference is always a bug.  */
	verify_result v = verify_call
	  (c, cache.get (c.otr_type, c.token,
			 c.context.allocation_used
			 ? context_for_edge (c.edge, c.otr_tree, graph, true)
			 : c.context, true));
	stats.verify_checked++;
	stats.verify_stale_gcc_targets += v.stale_gcc_targets;
	if (!v.differs)
	  continue;
	stats.verify_differences++;
	if (dump_file)
	  fprintf (dump_file, "verify-diff call %u: %s\n", c.id,
		   v.detail.c_str ());
	if (!opts.verify_log.empty ())
	  append_verify_log (c, v);
      }

    /* Suggestions judge the program as written, before any change.  */
    if (opts.suggest_final ())
      advisor.report (closure, stats);

    stats.analysis_seconds = (get_run_time () - start) / 1e6;
    start = get_run_time ();
    /* The unit's budget decides which speculations stay; then change the
       call graph, only once every list is computed: the lists must not
       see speculative edges we add.  */
    stats.budget = spend_speculation_budget (decisions,
					     opts.speculation_growth);
    /* What speculation left of the budget versions loops on their
       guards (guard-versioning.h).  */
    note_unspent_speculation_budget (stats.budget.budget
				     - stats.budget.growth,
				     stats.budget.unit_size);
    apply_cutoff (decisions);
    for (auto &cd : decisions)
      {
	choose_guards (cd.second);
	report_decision (*cd.first, cd.second, stats);
	apply_decision (*cd.first, cd.second);
      }
    stats.vtables_grown = grow_vtables ();
    stats.vtable_bytes_added = virtual_constant_bytes ();
    if (dump_file)
      dump_virtual_constants (dump_file);
    /* Which calls may change dynamic types: over the call graph as the
       decisions left it (vptr-reuse.h reads it in bodies).  */
    compute_type_change_facts (graph, cache);
    /* Dead methods last: every call's list is known, every decision's new
       direct edges keep their targets.  */
    unsigned todo = dead_methods_enabled ()
		    ? remove_dead (dead, graph, closure, stats) : 0;

    set_program_counts (nullptr);
    /* Nothing after the analysis needs the type proofs.  */
    release_allocation_types ();
    release_param_types ();
    stats.speculation_growth_percent = opts.speculation_growth;
    stats.decision_seconds = (get_run_time () - start) / 1e6;
    stats.polymorphic_types = graph.types ().size ();
    stats.vtables = graph.n_vtables ();
    stats.construction_vtables = graph.n_construction_vtables ();
    stats.closure = closure.counts ();
    stats.whole_program_visibility = opts.whole_program_visibility;
    stats.strict_vtable_pointers = opts.strict_vtable_pointers;
    stats.census_classes = census_size ();
    if (const char *why = census_incomplete ())
      stats.census_incomplete = why;
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
    return todo;
  }
};

} // anon namespace

opt_pass *
make_analysis_pass (gcc::context *ctxt)
{
  return new analysis_pass (ctxt);
}

} // namespace tigdevirt
