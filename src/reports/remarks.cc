/* remarks.cc - telling the user what was done with each call.

   One decision becomes a "decision" line in the pass dump
   (docs/dump-format.md), a remark through GCC's dump API (so
   -fopt-info-ipa-optimized / -missed and -fsave-optimization-record show
   it, at the call's location), and a count in the statistics.  */

#include "remarks.h"
#include "call-locations.h"
#include "plugin-options.h"
#include "virtual-constants.h"

namespace tigdevirt {

/* The guarded targets, comma-separated (for dispatch, without the last,
   unguarded one).  */

static std::string
target_names (const devirt_decision &d)
{
  std::string s;
  unsigned n = d.targets.size () - (d.dispatch ? 1 : 0);
  for (unsigned i = 0; i < n; i++)
    s += (s.empty () ? "" : ", ") + function_label_of (d.targets[i].node->decl);
  return s;
}

/* Did the speculation budget (speculation-budget.cc) leave the call
   without a guard?  Such a call keeps its evidence and frequency.  */

static bool
cut_by_budget_p (reason r)
{
  return r == reason::over_budget || r == reason::over_budget_outside_loops
	 || r == reason::over_budget_runs_unknown
	 || r == reason::no_expected_benefit;
}

/* "source=static frequency=2.00": what the speculation budget ranks a
   call by, in a speculative decision's estimate and after the reason of
   a call the budget cut (one text: scripts/corpus_hot_calls.py reads
   both).  */

static std::string
ranking_text (const devirt_decision &d)
{
  char buf[64];
  snprintf (buf, sizeof buf, "source=%s frequency=%.2f",
	    evidence_name (d.source), d.frequency);
  return buf;
}

/* "(source=static frequency=2.00 shares=0.50,0.25 growth=9
   guards=fnptr,fnptr)"; "copies=N" after the growth when the guards go
   into N copies of the caller's body.  */

static std::string
estimate_text (const devirt_decision &d)
{
  char buf[64];
  std::string s = "(" + ranking_text (d) + " shares=";
  int growth = 0;
  for (unsigned i = 0; i < d.targets.size (); i++)
    {
      snprintf (buf, sizeof buf, "%s%.2f", i ? "," : "", d.targets[i].share);
      s += buf;
      growth += d.targets[i].growth;
    }
  s += " growth=" + std::to_string (growth);
  if (d.copies >= 2)
    {
      snprintf (buf, sizeof buf, " copies=%.0f", d.copies);
      s += buf;
    }
  s += " guards=";
  for (unsigned i = 0; i < d.targets.size (); i++)
    s += std::string (i ? "," : "") + guard_name (d.targets[i].guard);
  if (d.missed != reason::none)
    s += std::string ("; fewer targets: ") + reason_text (d.missed);
  return s + ")";
}

/* What proved the type (call_context::allocation_source), as the dump's
   "from ..." and as the remark's "the object is a T (...)".  */

struct source_words
{
  const char *source, *dump, *remark;
};

static const source_words source_table[] = {
  {"new", "the new-expression", "made by a new-expression"},
  {"factory", "the function that returned it (its construction)",
   "returned by a function that constructs one"},
  {"array", "the declared array", "an element of a declared array"},
  {"constructed", "the construction on the path before the call",
   "constructed in place before the call"},
  {"static", "the type of the object of the member call it is made in",
   "the object of a member call on a final class"},
  {"global", "every store to the global variable it was loaded from",
   "loaded from a global variable every store to which stores one"},
  {"field", "every store to the field it was loaded from",
   "loaded from a field only the link's code can name (private, "
   "protected, or of a class local to its unit), every store to which "
   "stores one"},
  {"callers", "every caller", "every caller passes one"},
};

static const source_words &
words_for (const call_context &x)
{
  for (const source_words &w : source_table)
    if (!strcmp (x.allocation_source, w.source))
      return w;
  return source_table[sizeof source_table / sizeof source_table[0] - 1];
}

static const char *
source_text (const call_context &x)
{
  return words_for (x).dump;
}

static const char *
source_phrase (const call_context &x)
{
  return words_for (x).remark;
}

/* What the type a proof (allocation-types.h, param-types.h) did for
   the call, in the dump, and a missed remark where only the C++ rule,
   off, stands between the call and a direct one (run_stats counts it).  */

static void
report_allocation_type (const call_site &c, const devirt_decision &d,
			const dump_user_location_t &loc)
{
  const call_context &x = c.context;
  if (!x.allocated && x.stored_unproved)
    {
      if (dump_file)
	fprintf (dump_file, "types %u: loaded from %s, not proved: %s\n",
		 c.id, x.stored_where, x.stored_unproved);
      if (d.kind != devirt_kind::full && dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "call in %s: the object was loaded from %s, whose "
			 "class is not proved: %s\n",
			 function_name_of (c.edge->caller->decl).c_str (),
			 x.stored_where, x.stored_unproved);
    }
  if (!x.allocated)
    return;
  if (x.allocation_used)
    {
      if (dump_file)
	fprintf (dump_file, "types %u: %s from %s%s\n", c.id,
		 x.allocated_name ().c_str (), source_text (x),
		 !x.allocation_calls ? ""
		 : opts.strict_vtable_pointers
		 ? ", across calls by the C++ object-lifetime rule "
		   "(strict-vtable-pointers)"
		 : x.lifetime_by_containment
		 ? ", across calls by the C++ object-lifetime rule (no code "
		   "outside the link reaches the field's objects, and none in "
		   "it builds another object in their storage)"
		 : ", across calls by the C++ object-lifetime rule (no class "
		   "that could stand in is built in reused storage)");
      return;
    }
  if (!x.allocation_calls)
    return;
  const char *why = x.lifetime_blocked ? x.lifetime_blocked
		    : "the proof disagrees with GCC's context";
  if (dump_file)
    fprintf (dump_file, "types %u: %s from %s not used: %s\n", c.id,
	     x.allocated_name ().c_str (), source_text (x), why);
  if (d.kind != devirt_kind::full && dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
		     "call in %s: the object is a %s (%s), but %u call%s "
		     "to other code stand "
		     "between; only the C++ object-lifetime rule proves the "
		     "type across them, and %s it is not applied "
		     "here: %s%s\n",
		     function_name_of (c.edge->caller->decl).c_str (),
		     x.allocated_name ().c_str (),
		     source_phrase (x), x.allocation_calls,
		     x.allocation_calls == 1 ? "" : "s",
		     opts.strict_vtable_pointers
		     ? "even with strict-vtable-pointers=1" : "by default", why,
		     opts.strict_vtable_pointers ? ""
		     : " (-fplugin-arg-tigdevirt-strict-vtable-pointers=1 "
		       "applies it)");
}

void
report_decision (const call_site &c, const devirt_decision &d)
{
  std::string caller = function_name_of (c.edge->caller->decl);
  std::string targets;
  if (d.kind == devirt_kind::speculative)
    {
      targets = target_names (d);
      if (d.dispatch)
	targets += std::string (targets.empty () ? "" : " ") + "+ direct "
		   + function_label_of (d.targets.back ().node->decl);
    }
  else if (d.kind == devirt_kind::full)
    targets = function_label_of (d.targets[0].node->decl);
  else if (d.vc >= 0)
    targets = virtual_constant_text (virtual_constant (d.vc));
  if (dump_file)
    {
      if (d.kind == devirt_kind::none && cut_by_budget_p (d.missed))
	/* What the budget ranked the call by, so that a reader sees why
	   this call and not another was cut (and whether a profile, which
	   replaces the static estimate, would keep it).  */
	fprintf (dump_file, "decision %u none: %s (%s)\n", c.id,
		 reason_text (d.missed), ranking_text (d).c_str ());
      else if (d.kind == devirt_kind::none)
	fprintf (dump_file, "decision %u none: %s\n", c.id,
		 reason_text (d.missed));
      else if (d.kind == devirt_kind::speculative)
	fprintf (dump_file, "decision %u speculative %s %s\n", c.id,
		 targets.c_str (), estimate_text (d).c_str ());
      else
	fprintf (dump_file, "decision %u %s%s%s\n", c.id, kind_name (d.kind),
		 targets.empty () ? "" : " ", targets.c_str ());
    }
  dump_user_location_t loc
    = dump_user_location_t::from_location_t (call_location (c.edge));
  report_allocation_type (c, d, loc);
  if (d.vc_missed != reason::none)
    {
      if (dump_file)
	fprintf (dump_file, "vcp %u not applied: %s\n", c.id,
		 reason_text (d.vc_missed));
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "no virtual constant propagation for call in %s: "
			 "%s\n", caller.c_str (), reason_text (d.vc_missed));
    }
  switch (d.kind)
    {
    case devirt_kind::uniform_return:
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "uniform-return: every target of call in %s returns "
			 "%s: the call becomes that constant\n",
			 caller.c_str (), targets.c_str ());
      break;
    case devirt_kind::unique_return:
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "unique-return: call in %s becomes a comparison of "
			 "the vptr: %s\n", caller.c_str (), targets.c_str ());
      break;
    case devirt_kind::const_prop:
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "virtual-const-prop (%u bits): call in %s becomes a "
			 "load from next to the vtables: %s\n",
			 virtual_constant (d.vc).width, caller.c_str (),
			 targets.c_str ());
      break;
    case devirt_kind::full:
      if (dump_enabled_p () && c.pointer_call ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "calling %s directly in %s: the only function "
			 "stored in %s, every store to which is seen\n",
			 targets.c_str (), caller.c_str (),
			 c.field.c_str ());
      /* Why, when a proved class made the list one target.  */
      else if (dump_enabled_p () && c.context.allocated
	  && c.context.allocation_used)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "devirtualizing call in %s to %s: the object is a "
			 "%s (%s)%s\n", caller.c_str (), targets.c_str (),
			 c.context.allocated_name ().c_str (),
			 source_phrase (c.context),
			 c.context.lifetime_by_containment
			 ? ", and no code outside the link reaches the "
			   "field's objects to build another in their storage"
			 : "");
      else if (dump_enabled_p () && c.context.callers_stated)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "devirtualizing call in %s to %s: every caller "
			 "passes an object of class %s or of a class derived "
			 "from it (the class its member call states)\n",
			 caller.c_str (), targets.c_str (),
			 c.context.callers_stated->name.c_str ());
      else if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "devirtualizing call in %s to %s\n",
			 caller.c_str (), targets.c_str ());
      break;
    case devirt_kind::unreachable:
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "call in %s has no possible target: "
			 "making it unreachable\n", caller.c_str ());
      break;
    case devirt_kind::speculative:
      if (dump_enabled_p () && c.pointer_call () && d.dispatch)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "speculatively calling %s directly in %s; no indirect "
			 "call left: %s is the only other function stored in "
			 "%s, every store to which is seen, and is called "
			 "directly\n", target_names (d).c_str (),
			 caller.c_str (),
			 function_label_of (d.targets.back ().node->decl)
			   .c_str (), c.field.c_str ());
      else if (dump_enabled_p () && c.pointer_call ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "speculatively calling %s directly in %s: a function "
			 "stored in %s\n", targets.c_str (), caller.c_str (),
			 c.field.c_str ());
      else if (dump_enabled_p ())
	{
	  if (d.dispatch)
	    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			     "speculatively devirtualizing call in %s to %s; "
			     "no indirect call left: %s is the only other "
			     "possible target and is called directly\n",
			     caller.c_str (),
			     target_names (d).c_str (),
			     function_label_of (d.targets.back ().node->decl)
			       .c_str ());
	  else
	    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			     "speculatively devirtualizing call in %s to %s\n",
			     caller.c_str (), targets.c_str ());
	}
      break;
    case devirt_kind::none:
      if (dump_enabled_p () && c.pointer_call ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "not speculating call through %s in %s: %s\n",
			 c.field.c_str (), caller.c_str (),
			 reason_text (d.missed));
      else if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "not devirtualizing call in %s: %s\n",
			 caller.c_str (), reason_text (d.missed));
      break;
    }
}

void
report_dead_methods (const dead_method_report &r)
{
  for (const dead_method &d : r.removed)
    {
      std::string name = function_label_of (d.node->decl);
      if (dump_file)
	fprintf (dump_file, "dead-method %s hierarchy=%s slots=%u thunks=%u "
		 "size=%d (closed: %s)\n", name.c_str (), d.root->name.c_str (),
		 d.slots, (unsigned) d.thunks.size (), d.size, d.closure);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t
			   (DECL_SOURCE_LOCATION (d.node->decl)),
			 "removing virtual method %s: no call can reach it "
			 "(hierarchy of %s, closed: %s); %u vtable slot%s "
			 "cleared\n", name.c_str (), d.root->name.c_str (),
			 d.closure, d.slots, d.slots == 1 ? "" : "s");
    }
}

} // namespace tigdevirt
