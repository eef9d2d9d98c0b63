/* devirt-apply.cc - applying decisions to the call graph.

   Only the call graph changes here, at WPA (or in the single lto1 of
   -flto-partition=none); GCC rewrites the statements when it materializes
   the function bodies, as it does for its own ipa-cp devirtualizations.  */

#include "devirt.h"
#include "guess-pruning.h"
#include "speculation-expand.h"
#include "virtual-constants.h"

namespace tigdevirt {

const char *
kind_name (devirt_kind k)
{
  switch (k)
    {
    case devirt_kind::full: return "full";
    case devirt_kind::unreachable: return "unreachable";
    case devirt_kind::speculative: return "speculative";
    case devirt_kind::uniform_return: return "uniform-return";
    case devirt_kind::unique_return: return "unique-return";
    case devirt_kind::const_prop: return "virtual-const-prop";
    default: return "none";
    }
}

/* E, a call ipa-profile speculated on, goes to CALLEE and nowhere else:
   resolve its guesses.  GCC's make_direct expects at most one guess
   equivalent to CALLEE, but ipa-profile runs before ICF, which may then
   merge two guessed targets into one function; make_direct would resolve
   one and leave the other speculative with no indirect edge (the WPA
   inliner crashed on it: testsuite/tigdevirt.lto/profile-merged-guesses).
   Keep the first guess equivalent to CALLEE, drop the others.  Return
   the direct edge, or null if no guess was CALLEE.  */

static cgraph_edge *
resolve_guesses (cgraph_edge *e, cgraph_node *callee)
{
  cgraph_edge *indirect = e->speculative_call_indirect_edge ();
  cgraph_edge *keep = nullptr;
  std::vector<cgraph_edge *> drop;
  for (cgraph_edge *d = indirect->first_speculative_call_target (); d;
       d = d->next_speculative_call_target ())
    if (!keep && d->speculative_call_target_ref ()->referred
		   ->semantically_equivalent_p (callee))
      keep = d;
    else
      drop.push_back (d);
  for (cgraph_edge *d : drop)
    cgraph_edge::resolve_speculation (d, NULL);
  return keep ? cgraph_edge::resolve_speculation (keep, callee->decl)
	      : nullptr;
}

/* Make E a direct call to CALLEE, keeping the size/time summary of the
   call in step (a direct call is cheaper than an indirect one).  */

static void
make_direct (cgraph_edge *e, cgraph_node *callee)
{
  /* A guess's edge is direct already, and so is its summary.  */
  if (e->speculative && resolve_guesses (e, callee))
    return;
  cgraph_edge *direct = cgraph_edge::make_direct (e, callee);
  if (ipa_call_summaries)
    if (ipa_call_summary *es = ipa_call_summaries->get (direct))
      {
	es->call_stmt_size -= (eni_size_weights.indirect_call_cost
			       - eni_size_weights.call_cost);
	es->call_stmt_time -= (eni_time_weights.indirect_call_cost
			       - eni_time_weights.call_cost);
      }
}

/* GCC walks the direct edges of one speculative call as one run of the
   caller's callee list (first_speculative_call_target,
   next_speculative_call_target), and make_speculative puts a new edge
   at the head of that list.  Where the call already had targets (from
   ipa-profile, or our earlier ones) another call's edges may lie in
   between, and GCC's expansion then misses targets and crashes
   (-fprofile-use, two calls of one function).  Move NEW_EDGE to just
   before FIRST, the call's first target so far: the run stays whole,
   NEW_EDGE becomes its first edge, as the call site hash (which points
   to the first edge of a run) already says when there is one.  */

static void
join_speculative_run (cgraph_edge *new_edge, cgraph_edge *first)
{
  if (!first || first == new_edge || new_edge->next_callee == first)
    return;
  cgraph_node *caller = new_edge->caller;
  if (new_edge->prev_callee)
    new_edge->prev_callee->next_callee = new_edge->next_callee;
  else
    caller->callees = new_edge->next_callee;
  if (new_edge->next_callee)
    new_edge->next_callee->prev_callee = new_edge->prev_callee;
  new_edge->prev_callee = first->prev_callee;
  new_edge->next_callee = first;
  if (first->prev_callee)
    first->prev_callee->next_callee = new_edge;
  else
    caller->callees = new_edge;
  first->prev_callee = new_edge;
}

void
apply_decision (const call_site &c, const devirt_decision &d)
{
  cgraph_edge *e = c.edge;
  cgraph_node *caller = e->caller;
  plan_guess_drops (c, d);
  switch (d.kind)
    {
    case devirt_kind::none:
      return;
    case devirt_kind::full:
      make_direct (e, d.targets[0].node);
      break;
    case devirt_kind::unreachable:
      make_direct (e, cgraph_node::get_create
			(builtin_decl_implicit (BUILT_IN_UNREACHABLE)));
      break;
    case devirt_kind::uniform_return:
    case devirt_kind::unique_return:
    case devirt_kind::const_prop:
      /* The body rewrite (vcp-rewrite.h) replaces the call; GCC's own
	 devirt pass must not speculate on it meanwhile.  */
      edge_forget_polymorphic_call (e);
      commit_virtual_constant (d.vc);
      if (d.kind == devirt_kind::unique_return)
	if (varpool_node *v = unique_vtable_node (d.vc))
	  caller->create_reference (v, IPA_REF_ADDR, NULL);
      break;
    case devirt_kind::speculative:
      {
	/* Each target gets its estimated share of the whole call's count
	   (the indirect edge keeps the rest), so that the inliner weighs
	   the guarded calls as we did.  */
	profile_count all = call_count (e);
	unsigned id = d.existing;
	cgraph_node *last_target = nullptr;
	for (unsigned i = 0; i < d.targets.size (); i++, id++)
	  {
	    cgraph_node *target = d.targets[i].node;
	    /* As GCC does: call a local alias, so that the guard compares
	       against the very body the direct call runs.  */
	    if (!target->can_be_discarded_p ())
	      if (cgraph_node *alias = dyn_cast<cgraph_node *>
		    (target->noninterposable_alias ()))
		target = alias;
	    int permille = (int) (d.targets[i].share * 1000 + 0.5);
	    profile_count count = all.apply_scale (MIN (permille, 1000), 1000);
	    /* The unguarded last target takes every call the guards miss.  */
	    if (d.targets[i].guard == guard_kind::none)
	      count = e->count;
	    last_target = target;
	    cgraph_edge *first = e->speculative
				 ? e->first_speculative_call_target () : nullptr;
	    join_speculative_run (e->make_speculative (target, count, id),
				  first);
	    const devirt_target &dt = d.targets[i];
	    if (dt.guard == guard_kind::vptr)
	      plan_vptr_guard (e, id, dt.ap.vtable, dt.ap.offset,
			       slot_offset (c.token, dt.ap.vtable));
	  }
	if (d.dispatch)
	  plan_dispatch (e, id - 1, id - 1, last_target);
	break;
      }
    }
  if (ipa_fn_summaries && ipa_fn_summaries->get (caller))
    ipa_update_overall_fn_summary (caller);
}

} // namespace tigdevirt
