/* devirt-speculative.cc - speculative devirtualization.

   Which targets a call could guard, most likely first (call-estimate.h
   says how likely), and whether a complete list can do without its
   indirect call: when every target but the last is guarded, the last one
   is the only function the call can still reach, so it is called
   directly (the "dispatch"; LLVM's branch funnel does the same under
   retpolines).  The decision offers the most a budget could grant;
   speculation-budget.cc cuts it down for the whole unit.  */

#include "devirt.h"
#include "plugin-options.h"

namespace tigdevirt {

void
devirt_decision::keep_targets (unsigned n)
{
  if (n >= targets.size ())
    return;
  if (dispatch)
    dispatch = false;
  targets.resize (n);
}

/* May T be called without a guard as the last target of a complete
   list (of a virtual call's methods, or of the FUNCTIONS a proved field
   holds, each of the call's type)?  Soundness rests on the list, so only
   what a new direct call costs the link matters: no new symbol, no
   interposable body.  */

static bool
unguarded_ok (const target_estimate &t, bool functions)
{
  if (!t.kept
      || (!functions && TREE_CODE (TREE_TYPE (t.node->decl)) != METHOD_TYPE))
    return false;
  return !(t.node->get_availability () <= AVAIL_INTERPOSABLE
	   && t.node->can_be_discarded_p ());
}

devirt_decision
try_speculation (const call_site &c, const target_list &t,
		 const target_list *likely, unsigned max_guards)
{
  devirt_decision d;
  cgraph_edge *e = c.edge;
  if (!max_guards)
    {
      d.missed = reason::speculation_off;
      return d;
    }
  if (!call_maybe_hot_p (e))
    {
      d.missed = reason::call_cold;
      return d;
    }

  /* Targets GCC already guards (ipa-profile, from the measured
     histogram) stay; we may add to them.  */
  std::vector<cgraph_node *> existing;
  if (e->speculative)
    for (cgraph_edge *s = e->first_speculative_call_target (); s;
	 s = s->next_speculative_call_target ())
      existing.push_back (dyn_cast<cgraph_node *>
			    (s->speculative_call_target_ref ()->referred));
  auto already = [&] (cgraph_node *n)
    {
      for (cgraph_node *x : existing)
	if (x->ultimate_alias_target () == n->ultimate_alias_target ())
	  return true;
      return false;
    };

  /* speculate=N counts GCC's guards too.  */
  unsigned room = max_guards > existing.size ()
		  ? max_guards - existing.size () : 0;
  /* A list too long for a dispatch (below) whose every share is too
     small for its first guard to pay (the saving's bound below) decides
     without weighing each target.  */
  double cost = opts.guard_cost / 100.0;
  call_estimate est;
  reason quick;
  if (existing.empty () && t.targets.size () > room + 1
      && static_shares_below (c, t, likely, cost / max_direct_call_gain,
			      est, quick))
    {
      d.source = est.source;
      d.frequency = est.frequency;
      d.copies = est.copies;
      d.runs_unknown = est.runs_unknown;
      d.missed = quick;
      return d;
    }
  est = estimate_call (c, t, likely);
  d.source = est.source;
  d.frequency = est.frequency;
  d.copies = est.copies;
  d.runs_unknown = est.runs_unknown;
  d.existing = existing.size ();

  std::vector<const target_estimate *> guard, rest;
  reason last_reason = reason::no_possible_target;
  for (const target_estimate &te : est.targets)
    {
      if (already (te.node))
	continue;
      if (te.unlikely == reason::none && te.share > 0)
	guard.push_back (&te);
      else
	{
	  last_reason = te.unlikely != reason::none ? te.unlikely
			: reason::estimated_never_to_run;
	  rest.push_back (&te);
	}
    }

  /* Dispatch: a complete list (no pure virtual slot: keep its run-time
     error) whose targets are all guarded but one, which can go
     unguarded.  */
  const target_estimate *last = nullptr;
  if (t.complete && !t.reached_pure_virtual && t.targets.size () >= 2)
    {
      /* A proved field's two functions, neither of which GCC will
	 inline: GCC's inliner drops the guard, and the dispatch is
	 finished after it with one compare of ours and two direct calls
	 (dispatch-copies.cc), no indirect call left.  */
      bool moved = false;
      if (t.functions && guard.empty () && rest.size () == 2
	  && rest[0]->unlikely == reason::target_not_inlinable
	  && rest[1]->unlikely == reason::target_not_inlinable)
	{
	  guard.push_back (rest[0]);
	  rest.erase (rest.begin ());
	  moved = true;
	}
      if (rest.empty () && !guard.empty ())
	{
	  last = guard.back ();
	  guard.pop_back ();
	}
      else if (rest.size () == 1)
	last = rest[0];
      if (last
	  && (!unguarded_ok (*last, t.functions) || guard.size () > room))
	last = nullptr;
      if (moved && !last)
	{
	  rest.insert (rest.begin (), guard.back ());
	  guard.pop_back ();
	}
    }

  if (guard.size () > room && !room && !last)
    {
      d.missed = reason::already_speculative;
      return d;
    }
  if (guard.empty () && !last)
    {
      /* Under -fprofile-use GCC's ipa-profile may have guarded the one
	 target measured: say so rather than why the others are not.  */
      d.missed = existing.empty () ? last_reason : reason::gcc_guards_cover;
      return d;
    }
  /* A likely type (GCC's speculative context: the class an object was
     built with on some path) leaves each other target only its class
     count's part of the executions the context may miss: nothing says
     those go to it.  GCC guards the likely type alone, and so do we: a
     chain going on to classes without evidence adds compares, code and
     registers to the call for executions that never come while the
     context holds (placement, docs/bench/2026-11-28-micro-amd.md).  A
     dispatch keeps them, its compares replacing the indirect call.  */
  if (!last && est.source == evidence::likely_type)
    {
      size_t before = guard.size ();
      guard.erase (std::remove_if (guard.begin (), guard.end (),
				   [] (const target_estimate *te)
				   { return !te->likely && !te->gcc_guess; }),
		   guard.end ());
      if (guard.empty ())
	{
	  d.missed = existing.empty () ? reason::likely_target_unguardable
		     : reason::gcc_guards_cover;
	  return d;
	}
      if (guard.size () < before)
	d.missed = reason::no_evidence_further;
    }
  if (guard.size () > room)
    {
      guard.resize (room);
      d.missed = reason::more_than_speculate;
    }

  /* Each guard's expected saving per execution of the call: what its
     hits save, less its compare on every execution that reaches it (the
     misses of GCC's guards and ours before it).  On a call whose targets
     are many and alike (POV-Ray's 24-target calls, guarded from static
     weights: docs/speculation.md) the compares cost more than the few
     hits save, so a chain ends at its first guard that does not pay.  A
     dispatch is exempt: its compares replace the indirect call
     altogether.  */
  double reach = 1;
  for (const target_estimate &te : est.targets)
    if (already (te.node))
      reach -= te.share;
  std::vector<double> saving;
  for (const target_estimate *te : guard)
    {
      double gain = te->share * direct_call_gain (*te);
      saving.push_back (last ? gain : gain - MAX (reach, 0.0) * cost);
      reach -= te->share;
    }
  unsigned paying = 0;
  while (paying < guard.size () && saving[paying] > 0)
    paying++;
  /* A dispatch compares with every target but its last; a guard cut
     below would send its objects to the last.  */
  if (last && paying < guard.size ())
    last = nullptr;
  if (!paying && !last)
    {
      d.missed = reason::guard_costs_more;
      return d;
    }
  if (paying < guard.size ())
    {
      d.missed = reason::further_guard_costs_more;
      guard.resize (paying);
    }

  d.kind = devirt_kind::speculative;
  for (unsigned i = 0; i < guard.size (); i++)
    {
      const target_estimate *te = guard[i];
      devirt_target dt;
      dt.node = te->node;
      dt.share = te->share;
      dt.growth = te->growth_guarded;
      dt.benefit = est.frequency * saving[i];
      dt.gcc_guess = te->gcc_guess;
      dt.ap = te->class_ap;
      d.targets.push_back (dt);
    }
  if (last)
    {
      devirt_target dt;
      dt.node = last->node;
      dt.share = last->share;
      dt.growth = last->growth_unguarded;
      dt.gcc_guess = last->gcc_guess;
      /* No indirect call left: the misses of every guard now go straight
	 to the last target; worth a little even when it is estimated
	 never to run.  */
      dt.benefit = est.frequency
		   * MAX (last->share * (direct_call_gain (*last) + 0.5), 0.05);
      dt.guard = guard_kind::none;
      d.targets.push_back (dt);
      d.dispatch = true;
    }
  return d;
}

const char *
guard_name (guard_kind g)
{
  switch (g)
    {
    case guard_kind::vptr: return "vptr";
    case guard_kind::none: return "none";
    default: return "fnptr";
    }
}

/* The vptr guard saves the slot's load but tests one class only: a miss
   then still loads the slot, after the branch.  Measured (bench/guards,
   docs/speculation.md) it pays only when the guess is (nearly) always
   right, so by default only a target estimated to take this share of
   the calls gets it.  */
static const float vptr_guard_min_share = 0.9f;

void
choose_guards (devirt_decision &d)
{
  if (d.kind != devirt_kind::speculative || opts.guard == guard_choice::fnptr)
    return;
  /* A dispatch must cover every possible vptr value (construction
     vtables, copies of the vtable): only function pointers are sure to
     be all in the list.  */
  if (d.dispatch)
    return;
  for (devirt_target &t : d.targets)
    {
      if (t.guard != guard_kind::fnptr || !t.ap.valid ())
	continue;
      if (opts.guard == guard_choice::automatic
	  && t.share < vptr_guard_min_share)
	continue;
      varpool_node *v = varpool_node::get (t.ap.vtable);
      if (!v || !v->definition || DECL_EXTERNAL (t.ap.vtable))
	continue;
      t.guard = guard_kind::vptr;
    }
}

} // namespace tigdevirt
