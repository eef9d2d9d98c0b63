/* stats.cc - printing the run's counters: text in the dump, JSON (with
   GCC's json.h) in stats=FILE, whose layout docs/stats-format.md
   documents.  */

#include "stats.h"
#include "link-files.h"
#include "plugin-options.h"
#include "loader-pages.h"
#include <cmath>

namespace tigdevirt {

/* Bytes of x86-64 code per unit of GCC's size estimate, to turn the
   size of removed bodies into bytes: measured 4.4 on bench/scale's
   framework program (974 KB of .text for 225,250 units), rounded down.  */
static const unsigned long bytes_per_size_unit = 4;

void
run_stats::count_list (unsigned size, bool complete)
{
  (complete ? complete_sizes : incomplete_sizes)[size]++;
}

void
run_stats::count_decisions (const decision_list &decisions)
{
  for (const auto &cd : decisions)
    {
      const call_context &x = cd.first->context;
      const devirt_decision &d = cd.second;
      if (cd.first->pointer_call ())
	{
	  if (d.kind == devirt_kind::speculative)
	    {
	      field_pointer_speculative++;
	      field_pointer_guards += d.targets.size ();
	      field_pointer_dispatched += d.dispatch;
	    }
	  else if (d.kind == devirt_kind::full)
	    field_pointer_direct++;
	  continue;
	}
      if (x.allocated)
	{
	  allocation_proved++;
	  if (x.allocation_used)
	    {
	      allocation_used++;
	      if (x.allocation_calls && !opts.strict_vtable_pointers)
		{
		  allocation_by_census++;
		  if (x.lifetime_by_containment)
		    allocation_by_containment++;
		}
	      source_reach &r
		= allocation_by_source[x.allocation_source
				       ? x.allocation_source : "unknown"];
	      r.used++;
	      if (d.kind == devirt_kind::full
		  || d.kind == devirt_kind::unreachable)
		{
		  allocation_direct++;
		  r.direct++;
		}
	      else if (d.kind == devirt_kind::speculative && d.dispatch)
		r.dispatched++;
	    }
	  else if (x.allocation_calls)
	    allocation_rule_off++;
	}
      if (d.vc_missed != reason::none)
	vcp_missed[d.vc_missed]++;
      switch (d.kind)
	{
	case devirt_kind::uniform_return: uniform_return++; break;
	case devirt_kind::unique_return: unique_return++; break;
	case devirt_kind::const_prop: const_prop++; break;
	case devirt_kind::full: full++; break;
	case devirt_kind::unreachable: unreachable++; break;
	case devirt_kind::speculative:
	  speculative_by_targets[d.targets.size ()]++;
	  for (const devirt_target &t : d.targets)
	    guards[guard_name (t.guard)]++;
	  speculation_evidence[evidence_name (d.source)]++;
	  if (d.dispatch)
	    dispatched++;
	  break;
	case devirt_kind::none: left_alone[d.missed]++; break;
	}
    }
}

void
run_stats::count_final_suggestions (const final_counts &c)
{
  final_suggestions = c.suggestions;
  final_shown = c.shown;
  final_calls = c.calls;
  final_hidden = c.hidden;
  final_rejected = c.rejected;
}

void
run_stats::count_dead_methods (const dead_method_report &r)
{
  if (r.disabled)
    dead_disabled = r.disabled;
  dead_slots += r.slots_cleared;
  for (const auto &k : r.methods_kept)
    dead_kept[k.first] += k.second;
  for (const auto &k : r.hierarchies_kept)
    dead_kept["hierarchy: " + k.first] += k.second;
  for (const dead_method &d : r.removed)
    {
      dead_removed++;
      dead_thunks += d.thunks.size ();
      dead_size += d.size;
    }
}

static unsigned
total (const std::map<unsigned, unsigned> &sizes)
{
  unsigned n = 0;
  for (auto &kv : sizes)
    n += kv.second;
  return n;
}

/* Reason counts by their texts, in the texts' order (the dumps' and
   stats file's order).  */

static std::map<std::string, unsigned>
by_text (const std::map<reason, unsigned> &counts)
{
  std::map<std::string, unsigned> out;
  for (auto &kv : counts)
    out[reason_text (kv.first)] += kv.second;
  return out;
}

static std::string
histogram_text (const std::map<unsigned, unsigned> &sizes)
{
  std::string s;
  for (auto &kv : sizes)
    s += " " + std::to_string (kv.first) + ":" + std::to_string (kv.second);
  return s.empty () ? " -" : s;
}

void
run_stats::dump (FILE *f) const
{
  fprintf (f, "\nStatistics: stage=%s types=%u vtables=%u "
	   "construction-vtables=%u calls=%u invalid-contexts=%u\n",
	   stage, polymorphic_types, vtables, construction_vtables,
	   polymorphic_calls, invalid_contexts);
  fprintf (f, "  hierarchies: closed=%u open=%u partly-closed=%u; types: "
	   "closed=%u open=%u closed-by-assertion=%u "
	   "constructions-known=%u not-instantiated=%u\n",
	   closure.hierarchies_closed, closure.hierarchies_open,
	   closure.hierarchies_partly, closure.types_closed, closure.types_open,
	   closure.types_closed_by_assertion, closure.types_constructions_known,
	   closure.types_not_instantiated);
  if (closure.types_open_exported)
    fprintf (f, "  open by dynamic exports only: hierarchies=%u types=%u\n",
	     closure.hierarchies_open_exported, closure.types_open_exported);
  fprintf (f, "  complete lists=%u sizes:%s\n", total (complete_sizes),
	   histogram_text (complete_sizes).c_str ());
  fprintf (f, "  incomplete lists=%u sizes:%s\n", total (incomplete_sizes),
	   histogram_text (incomplete_sizes).c_str ());
  unsigned left = 0;
  for (auto &kv : left_alone)
    left += kv.second;
  fprintf (f, "  devirtualized: full=%u unreachable=%u speculative=%u "
	   "targets:%s left-alone=%u\n", full, unreachable,
	   total (speculative_by_targets),
	   histogram_text (speculative_by_targets).c_str (), left);
  for (auto &kv : by_text (left_alone))
    fprintf (f, "    left alone: %u %s\n", kv.second, kv.first.c_str ());
  if (field_pointer_calls)
    fprintf (f, "  field pointers: calls=%u speculative=%u guards=%u "
	     "direct=%u dispatched=%u\n", field_pointer_calls,
	     field_pointer_speculative, field_pointer_guards,
	     field_pointer_direct, field_pointer_dispatched);
  fprintf (f, "  allocation types: proved=%u used=%u by-census=%u direct=%u "
	   "rule-off=%u strict-vtable-pointers=%d by-containment=%u\n",
	   allocation_proved, allocation_used, allocation_by_census,
	   allocation_direct, allocation_rule_off, strict_vtable_pointers,
	   allocation_by_containment);
  fprintf (f, "  placement census: built-in-place=%u%s%s\n", census_classes,
	   census_incomplete.empty () ? "" : " incomplete: ",
	   census_incomplete.c_str ());
  if (pointer_field_records)
    fprintf (f, "  pointer-field records: fields=%u\n", pointer_field_records);
  if (field_escapes_kept || field_escapes_read_past)
    fprintf (f, "  field-escape records: kept=%u read-past=%u\n",
	     field_escapes_kept, field_escapes_read_past);
  fprintf (f, "  virtual constants: uniform-return=%u unique-return=%u "
	   "virtual-const-prop=%u vtables-grown=%u bytes-added=%lu\n",
	   uniform_return, unique_return, const_prop, vtables_grown,
	   vtable_bytes_added);
  for (auto &kv : by_text (vcp_missed))
    fprintf (f, "    not propagated: %u %s\n", kv.second, kv.first.c_str ());
  fprintf (f, "  dead methods: removed=%u thunks=%u slots-cleared=%u "
	   "size=%lu estimated-bytes=%lu%s%s\n", dead_removed, dead_thunks,
	   dead_slots, dead_size, dead_size * bytes_per_size_unit,
	   dead_disabled.empty () ? "" : " disabled: ", dead_disabled.c_str ());
  for (auto &kv : dead_kept)
    fprintf (f, "    kept: %u %s\n", kv.second, kv.first.c_str ());
  fprintf (f, "  speculation: growth-budget=%u%%%s unit-size=%.0f "
	   "budget=%.0f offered=%.0f used=%.0f calls-kept=%u cut=%u "
	   "trimmed=%u recursive-dropped=%u/%u dispatched=%u evidence:",
	   speculation_growth_percent, budget.program ? " program" : "",
	   budget.unit_size, budget.budget, budget.offered, budget.growth,
	   budget.calls_kept, budget.calls_cut, budget.calls_trimmed,
	   budget.recursive_dropped, budget.recursive_calls, dispatched);
  if (speculation_evidence.empty ())
    fprintf (f, " -");
  for (auto &kv : speculation_evidence)
    fprintf (f, " %s:%u", kv.first.c_str (), kv.second);
  fprintf (f, " guards:");
  if (guards.empty ())
    fprintf (f, " -");
  for (auto &kv : guards)
    fprintf (f, " %s:%u", kv.first.c_str (), kv.second);
  fprintf (f, "\n");
  if (budget.program)
    fprintf (f, "  speculation extra room: room=%.0f used=%.0f "
	     "calls-without=%u\n", budget.extra_room, budget.extra_room_used,
	     budget.calls_without_room);
  if (verified)
    fprintf (f, "  verify: checked=%u differences=%u stale-gcc-targets=%u\n",
	     verify_checked, verify_differences, verify_stale_gcc_targets);
  if (const char *why = loader_pages_kept ())
    fprintf (f, "  loader pages: kept (%s)\n", why);
  else
    fprintf (f, "  loader pages: released=%luKB\n", loader_pages_released_kb ());
}

/* The JSON values, built with GCC's json.h (what GCC itself writes
   -fsave-optimization-record and JSON diagnostics with).  */

static json::integer_number *
num (unsigned long n)
{
  return new json::integer_number (n);
}

static json::object *
counts_json (const std::map<std::string, unsigned> &counts)
{
  json::object *o = new json::object;
  for (auto &kv : counts)
    o->set (kv.first.c_str (), num (kv.second));
  return o;
}

static json::object *
by_size_json (const std::map<unsigned, unsigned> &sizes)
{
  json::object *o = new json::object;
  for (auto &kv : sizes)
    o->set (std::to_string (kv.first).c_str (), num (kv.second));
  return o;
}

static json::object *
histogram_json (const std::map<unsigned, unsigned> &sizes)
{
  json::object *o = new json::object;
  o->set ("lists", num (total (sizes)));
  o->set ("by_size", by_size_json (sizes));
  return o;
}

/* A float rounded to MS milliseconds' precision: what the file showed.  */

static json::float_number *
seconds (double s)
{
  return new json::float_number (std::round (s * 1000) / 1000);
}

void
run_stats::write_json (const std::string &file) const
{
  json::object root;
  root.set ("tool", new json::string ("tigdevirt"));
  root.set ("stage", new json::string (stage));
  root.set ("version", new json::string (TIGDEVIRT_VERSION));
  std::string output = link_output ();
  if (!IS_ABSOLUTE_PATH (output.c_str ()))
    output = std::string (getpwd ()) + "/"
	     + (output.compare (0, 2, "./") ? output : output.substr (2));
  root.set ("output", new json::string (output.c_str ()));
  root.set ("polymorphic_types", num (polymorphic_types));
  root.set ("vtables", num (vtables));
  root.set ("construction_vtables", num (construction_vtables));
  root.set ("polymorphic_calls", num (polymorphic_calls));
  root.set ("invalid_contexts", num (invalid_contexts));
  root.set ("whole_program_visibility",
	    new json::literal (whole_program_visibility));
  root.set ("loader_pages_released_kb", num (loader_pages_released_kb ()));

  json::object *h = new json::object;
  h->set ("closed", num (closure.hierarchies_closed));
  h->set ("open", num (closure.hierarchies_open));
  h->set ("partly_closed", num (closure.hierarchies_partly));
  h->set ("open_by_dynamic_exports", num (closure.hierarchies_open_exported));
  root.set ("hierarchies", h);
  json::object *t = new json::object;
  t->set ("closed", num (closure.types_closed));
  t->set ("open", num (closure.types_open));
  t->set ("closed_by_assertion", num (closure.types_closed_by_assertion));
  t->set ("open_by_dynamic_exports", num (closure.types_open_exported));
  t->set ("constructions_known", num (closure.types_constructions_known));
  t->set ("not_instantiated", num (closure.types_not_instantiated));
  root.set ("types", t);

  root.set ("complete", histogram_json (complete_sizes));
  root.set ("incomplete", histogram_json (incomplete_sizes));
  json::object *d = new json::object;
  d->set ("full", num (full));
  d->set ("unreachable", num (unreachable));
  json::object *spec = new json::object;
  spec->set ("calls", num (total (speculative_by_targets)));
  spec->set ("by_targets", by_size_json (speculative_by_targets));
  d->set ("speculative", spec);
  root.set ("devirtualized", d);
  json::object *fp = new json::object;
  fp->set ("calls", num (field_pointer_calls));
  fp->set ("speculative", num (field_pointer_speculative));
  fp->set ("guards", num (field_pointer_guards));
  fp->set ("direct", num (field_pointer_direct));
  fp->set ("dispatched", num (field_pointer_dispatched));
  root.set ("field_pointers", fp);
  unsigned left = 0;
  for (auto &kv : left_alone)
    left += kv.second;
  json::object *l = new json::object;
  l->set ("calls", num (left));
  l->set ("by_reason", counts_json (by_text (left_alone)));
  root.set ("left_alone", l);

  json::object *at = new json::object;
  at->set ("strict_vtable_pointers", new json::literal (strict_vtable_pointers));
  at->set ("proved", num (allocation_proved));
  at->set ("used", num (allocation_used));
  at->set ("by_census", num (allocation_by_census));
  at->set ("by_containment", num (allocation_by_containment));
  at->set ("direct", num (allocation_direct));
  at->set ("rule_off", num (allocation_rule_off));
  json::object *bs = new json::object;
  for (auto &kv : allocation_by_source)
    {
      json::object *k = new json::object;
      k->set ("used", num (kv.second.used));
      k->set ("direct", num (kv.second.direct));
      k->set ("dispatched", num (kv.second.dispatched));
      bs->set (kv.first.c_str (), k);
    }
  at->set ("by_source", bs);
  at->set ("census_classes", num (census_classes));
  if (census_incomplete.empty ())
    at->set ("census_incomplete", new json::literal (json::JSON_NULL));
  else
    at->set ("census_incomplete", new json::string (census_incomplete.c_str ()));
  root.set ("allocation_types", at);

  json::object *sc = new json::object;
  sc->set ("growth_percent", num (speculation_growth_percent));
  sc->set ("unit_size", num ((unsigned long) budget.unit_size));
  sc->set ("program", new json::literal (budget.program));
  sc->set ("budget", num ((unsigned long) budget.budget));
  sc->set ("offered", num ((unsigned long) budget.offered));
  sc->set ("growth", num ((unsigned long) budget.growth));
  sc->set ("calls_kept", num (budget.calls_kept));
  sc->set ("calls_cut", num (budget.calls_cut));
  sc->set ("calls_trimmed", num (budget.calls_trimmed));
  sc->set ("extra_room", num ((unsigned long) budget.extra_room));
  sc->set ("extra_room_used", num ((unsigned long) budget.extra_room_used));
  sc->set ("calls_without_room", num (budget.calls_without_room));
  sc->set ("recursive_dropped", num (budget.recursive_dropped));
  sc->set ("recursive_calls", num (budget.recursive_calls));
  sc->set ("dispatched", num (dispatched));
  sc->set ("evidence", counts_json (speculation_evidence));
  sc->set ("guards", counts_json (guards));
  root.set ("speculation_cost", sc);

  json::object *vc = new json::object;
  vc->set ("uniform_return", num (uniform_return));
  vc->set ("unique_return", num (unique_return));
  vc->set ("virtual_const_prop", num (const_prop));
  vc->set ("vtables_grown", num (vtables_grown));
  vc->set ("bytes_added", num (vtable_bytes_added));
  vc->set ("not_propagated", counts_json (by_text (vcp_missed)));
  root.set ("virtual_constants", vc);

  json::object *dm = new json::object;
  dm->set ("removed", num (dead_removed));
  dm->set ("thunks", num (dead_thunks));
  dm->set ("slots_cleared", num (dead_slots));
  dm->set ("size", num (dead_size));
  dm->set ("estimated_bytes", num (dead_size * bytes_per_size_unit));
  if (dead_disabled.empty ())
    dm->set ("disabled", new json::literal (json::JSON_NULL));
  else
    dm->set ("disabled", new json::string (dead_disabled.c_str ()));
  dm->set ("kept", counts_json (dead_kept));
  root.set ("dead_methods", dm);

  json::object *fs = new json::object;
  fs->set ("suggestions", num (final_suggestions));
  fs->set ("shown", num (final_shown));
  fs->set ("calls", num (final_calls));
  fs->set ("hidden", counts_json (final_hidden));
  fs->set ("not_suggested", num (final_rejected));
  root.set ("final_suggestions", fs);

  json::object *tm = new json::object;
  tm->set ("analysis_s", seconds (analysis_seconds));
  tm->set ("decisions_s", seconds (decision_seconds));
  root.set ("time", tm);

  json::object *v = new json::object;
  v->set ("enabled", new json::literal (verified));
  v->set ("checked", num (verify_checked));
  v->set ("differences", num (verify_differences));
  v->set ("stale_gcc_targets", num (verify_stale_gcc_targets));
  root.set ("verify", v);

  FILE *f = fopen (file.c_str (), "w");
  if (!f)
    {
      error ("tigdevirt: cannot write statistics to %qs: %m", file.c_str ());
      return;
    }
  json_write_line (root, f);
  fputc ('\n', f);
  if (fclose (f) != 0)
    error ("tigdevirt: cannot write statistics to %qs: %m", file.c_str ());
}

std::string
stats_path ()
{
  return per_link_file (opts.stats_file, ".stats.json");
}

} // namespace tigdevirt
