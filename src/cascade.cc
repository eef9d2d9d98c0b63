/* cascade.cc - the try-steps for one call, in order.  See cascade.h.  */

#include "cascade.h"
#include "guess-pruning.h"
#include "plugin-options.h"

namespace tigdevirt {

namespace {

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

/* Why no step may change call C at all: GCC's switches, for the function
   the call is in, as they apply to GCC's own devirtualization; ours.  */

reason
switched_off (const call_site &c)
{
  tree fn = c.edge->caller->decl;
  if (opts.analyze_only)
    return reason::analyze_only;
  if (!opt_for_fn (fn, optimize))
    return reason::caller_not_optimized;
  if (!opt_for_fn (fn, flag_devirtualize))
    return reason::no_devirtualize;
  return reason::none;
}

/* Why virtual constant propagation did not apply, where a remark is worth
   it: a complete list of several targets, or constant arguments through
   an open class; none elsewhere.  */

reason
vcp_remark (const target_list &t, reason missed)
{
  if (missed == reason::none || missed == reason::not_integer_result)
    return reason::none;
  if ((t.complete && t.targets.size () >= 2)
      || missed == reason::open_hierarchy)
    return missed;
  return reason::none;
}

} // anon namespace

devirt_decision
decide (const call_site &c, const target_list &t, const target_list *likely,
	const type_graph &g)
{
  devirt_decision d;
  d.missed = switched_off (c);
  if (d.missed != reason::none)
    return d;

  /* 1. A complete list of one target: a direct call; of none:
     unreachable.  */
  d = try_full_devirt (c, t);
  if (d.kind != devirt_kind::none)
    return d;

  /* 1b. The targets' values for the call's constant arguments: a
     constant, a vptr compare or a load next to the vtables.  */
  devirt_decision v = try_virtual_constant (c, t, g);
  if (v.kind != devirt_kind::none)
    return v;

  /* 2. Guarded direct calls to the likely targets (the unit's budget
     trims them later).  */
  if (!speculation_enabled (c.edge->caller->decl))
    d.missed = reason::no_devirtualize_speculatively;
  else
    d = try_speculation (c, t, likely, opts.speculate);

  /* GCC guesses on the calls we leave indirect (and on those the budget
     takes back from us).  */
  d.drop_guesses = guesses_to_drop (c, t);
  d.vc_missed = vcp_remark (t, v.missed);
  return d;
}

devirt_decision
decide_pointer_call (const call_site &c, const target_list &t)
{
  devirt_decision d;
  d.missed = switched_off (c);
  if (d.missed != reason::none)
    return d;
  /* 1. A field every store to which the link sees, given one function
     (field-pointer-proof.h): a direct call.  */
  d = try_full_devirt (c, t);
  if (d.kind == devirt_kind::full)
    return d;
  d = devirt_decision ();
  /* 2. Guarded direct calls to the functions the stores seen store.  */
  if (!speculation_enabled (c.edge->caller->decl))
    d.missed = reason::no_devirtualize_speculatively;
  else
    d = try_speculation (c, t, nullptr, opts.speculate);
  return d;
}

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
	    cd.second.missed = reason::cutoff_reached;
	  }
	else
	  left--;
      }
}

} // namespace tigdevirt
