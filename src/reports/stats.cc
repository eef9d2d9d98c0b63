/* stats.cc - printing the run's counters.  The JSON layout is documented
   in docs/stats-format.md.  */

#include "stats.h"

namespace tigdevirt {

/* Bytes of x86-64 code per unit of GCC's size estimate, to turn the
   size of removed bodies into bytes: measured 4.4 on bench/scale's
   framework program (974 KB of .text for 225,250 units), rounded down.  */
static const unsigned long bytes_per_size_unit = 4;

/* S inside a JSON string (it may name a file).  */

static std::string
json_escape (const std::string &s)
{
  std::string out;
  for (char c : s)
    {
      if (c == '"' || c == '\\')
	out += '\\';
      if ((unsigned char) c < 0x20)
	{
	  char buf[8];
	  snprintf (buf, sizeof buf, "\\u%04x", c);
	  out += buf;
	  continue;
	}
      out += c;
    }
  return out;
}

/* The members of a JSON object counting reasons: "REASON": N, ...  */

static std::string
json_counts (const std::map<std::string, unsigned> &counts)
{
  std::string s;
  for (auto &kv : counts)
    {
      s += s.empty () ? "" : ", ";
      s += "\"" + json_escape (kv.first) + "\": " + std::to_string (kv.second);
    }
  return s;
}

void
run_stats::count_list (unsigned size, bool complete)
{
  (complete ? complete_sizes : incomplete_sizes)[size]++;
}

static unsigned
total (const std::map<unsigned, unsigned> &sizes)
{
  unsigned n = 0;
  for (auto &kv : sizes)
    n += kv.second;
  return n;
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
  for (auto &kv : left_alone)
    fprintf (f, "    left alone: %u %s\n", kv.second, kv.first.c_str ());
  fprintf (f, "  virtual constants: uniform-return=%u unique-return=%u "
	   "virtual-const-prop=%u vtables-grown=%u bytes-added=%lu\n",
	   uniform_return, unique_return, const_prop, vtables_grown,
	   vtable_bytes_added);
  for (auto &kv : vcp_missed)
    fprintf (f, "    not propagated: %u %s\n", kv.second, kv.first.c_str ());
  fprintf (f, "  dead methods: removed=%u thunks=%u slots-cleared=%u "
	   "size=%lu estimated-bytes=%lu%s%s\n", dead_removed, dead_thunks,
	   dead_slots, dead_size, dead_size * bytes_per_size_unit,
	   dead_disabled.empty () ? "" : " disabled: ", dead_disabled.c_str ());
  for (auto &kv : dead_kept)
    fprintf (f, "    kept: %u %s\n", kv.second, kv.first.c_str ());
  fprintf (f, "  speculation: growth-budget=%u%% unit-size=%.0f budget=%.0f "
	   "offered=%.0f used=%.0f calls-kept=%u cut=%u trimmed=%u "
	   "dispatched=%u evidence:", speculation_growth_percent,
	   budget.unit_size, budget.budget, budget.offered, budget.growth,
	   budget.calls_kept, budget.calls_cut, budget.calls_trimmed,
	   dispatched);
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
  if (verified)
    fprintf (f, "  verify: checked=%u differences=%u stale-gcc-targets=%u\n",
	     verify_checked, verify_differences, verify_stale_gcc_targets);
}

static std::string
by_size_json (const std::map<unsigned, unsigned> &sizes)
{
  std::string s = "{";
  bool first = true;
  for (auto &kv : sizes)
    {
      s += first ? "" : ", ";
      s += "\"" + std::to_string (kv.first) + "\": "
	   + std::to_string (kv.second);
      first = false;
    }
  return s + "}";
}

static std::string
histogram_json (const std::map<unsigned, unsigned> &sizes)
{
  return "{\"lists\": " + std::to_string (total (sizes))
	 + ", \"by_size\": " + by_size_json (sizes) + "}";
}

void
run_stats::write_json (const std::string &file) const
{
  FILE *f = fopen (file.c_str (), "w");
  if (!f)
    {
      error ("tigdevirt: cannot write statistics to %qs: %m", file.c_str ());
      return;
    }
  fprintf (f, "{\n  \"tool\": \"tigdevirt\",\n  \"stage\": \"%s\",\n", stage);
  fprintf (f, "  \"polymorphic_types\": %u,\n  \"vtables\": %u,\n"
	   "  \"construction_vtables\": %u,\n  \"polymorphic_calls\": %u,\n"
	   "  \"invalid_contexts\": %u,\n",
	   polymorphic_types, vtables, construction_vtables, polymorphic_calls,
	   invalid_contexts);
  fprintf (f, "  \"whole_program_visibility\": %s,\n",
	   whole_program_visibility ? "true" : "false");
  fprintf (f, "  \"hierarchies\": {\"closed\": %u, \"open\": %u, "
	   "\"partly_closed\": %u},\n",
	   closure.hierarchies_closed, closure.hierarchies_open,
	   closure.hierarchies_partly);
  fprintf (f, "  \"types\": {\"closed\": %u, \"open\": %u, "
	   "\"closed_by_assertion\": %u, \"constructions_known\": %u, "
	   "\"not_instantiated\": %u},\n",
	   closure.types_closed, closure.types_open,
	   closure.types_closed_by_assertion,
	   closure.types_constructions_known, closure.types_not_instantiated);
  fprintf (f, "  \"complete\": %s,\n", histogram_json (complete_sizes).c_str ());
  fprintf (f, "  \"incomplete\": %s,\n",
	   histogram_json (incomplete_sizes).c_str ());
  std::string reasons = json_counts (left_alone);
  unsigned left = 0;
  for (auto &kv : left_alone)
    left += kv.second;
  fprintf (f, "  \"devirtualized\": {\"full\": %u, \"unreachable\": %u, "
	   "\"speculative\": {\"calls\": %u, \"by_targets\": %s}},\n",
	   full, unreachable, total (speculative_by_targets),
	   by_size_json (speculative_by_targets).c_str ());
  fprintf (f, "  \"left_alone\": {\"calls\": %u, \"by_reason\": {%s}},\n",
	   left, reasons.c_str ());
  std::string evidence = json_counts (speculation_evidence);
  std::string guard_counts = json_counts (guards);
  fprintf (f, "  \"speculation_cost\": {\"growth_percent\": %u, "
	   "\"unit_size\": %.0f, \"budget\": %.0f, \"offered\": %.0f, "
	   "\"growth\": %.0f, \"calls_kept\": %u, \"calls_cut\": %u, "
	   "\"calls_trimmed\": %u, \"dispatched\": %u, "
	   "\"evidence\": {%s}, \"guards\": {%s}},\n",
	   speculation_growth_percent, budget.unit_size, budget.budget,
	   budget.offered, budget.growth, budget.calls_kept, budget.calls_cut,
	   budget.calls_trimmed, dispatched, evidence.c_str (),
	   guard_counts.c_str ());
  std::string vcp_reasons = json_counts (vcp_missed);
  fprintf (f, "  \"virtual_constants\": {\"uniform_return\": %u, "
	   "\"unique_return\": %u, \"virtual_const_prop\": %u, "
	   "\"vtables_grown\": %u, \"bytes_added\": %lu, "
	   "\"not_propagated\": {%s}},\n",
	   uniform_return, unique_return, const_prop, vtables_grown,
	   vtable_bytes_added, vcp_reasons.c_str ());
  std::string dead_reasons = json_counts (dead_kept);
  fprintf (f, "  \"dead_methods\": {\"removed\": %u, \"thunks\": %u, "
	   "\"slots_cleared\": %u, \"size\": %lu, \"estimated_bytes\": %lu, "
	   "\"disabled\": %s%s%s, \"kept\": {%s}},\n", dead_removed,
	   dead_thunks, dead_slots, dead_size, dead_size * bytes_per_size_unit,
	   dead_disabled.empty () ? "" : "\"",
	   dead_disabled.empty () ? "null" : json_escape (dead_disabled).c_str (),
	   dead_disabled.empty () ? "" : "\"", dead_reasons.c_str ());
  std::string final_reasons = json_counts (final_hidden);
  fprintf (f, "  \"final_suggestions\": {\"suggestions\": %u, \"shown\": %u, "
	   "\"calls\": %lu, \"hidden\": {%s}, \"not_suggested\": %u},\n",
	   final_suggestions, final_shown, final_calls, final_reasons.c_str (),
	   final_rejected);
  fprintf (f, "  \"time\": {\"analysis_s\": %.3f, \"decisions_s\": %.3f},\n",
	   analysis_seconds, decision_seconds);
  fprintf (f, "  \"verify\": {\"enabled\": %s, \"checked\": %u, "
	   "\"differences\": %u, \"stale_gcc_targets\": %u}\n}\n",
	   verified ? "true" : "false", verify_checked, verify_differences,
	   verify_stale_gcc_targets);
  if (fclose (f) != 0)
    error ("tigdevirt: cannot write statistics to %qs: %m", file.c_str ());
}

} // namespace tigdevirt
