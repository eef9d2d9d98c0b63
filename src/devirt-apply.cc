/* devirt-apply.cc - applying decisions to the call graph.

   Only the call graph changes here, at WPA (or in the single lto1 of
   -flto-partition=none); GCC rewrites the statements when it materializes
   the function bodies, as it does for its own ipa-cp devirtualizations.  */

#include "devirt.h"

namespace tigdevirt {

const char *
kind_name (devirt_kind k)
{
  switch (k)
    {
    case devirt_kind::full: return "full";
    case devirt_kind::unreachable: return "unreachable";
    case devirt_kind::speculative: return "speculative";
    default: return "none";
    }
}

/* Make E a direct call to CALLEE, keeping the size/time summary of the
   call in step (a direct call is cheaper than an indirect one).  */

static void
make_direct (cgraph_edge *e, cgraph_node *callee)
{
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

void
apply_decision (const call_site &c, const devirt_decision &d)
{
  cgraph_edge *e = c.edge;
  cgraph_node *caller = e->caller;
  switch (d.kind)
    {
    case devirt_kind::none:
      return;
    case devirt_kind::full:
      make_direct (e, d.targets[0]);
      break;
    case devirt_kind::unreachable:
      make_direct (e, cgraph_node::get_create
			(builtin_decl_implicit (BUILT_IN_UNREACHABLE)));
      break;
    case devirt_kind::speculative:
      {
	profile_count count = e->count;
	for (unsigned i = 0; i < d.targets.size (); i++)
	  {
	    cgraph_node *target = d.targets[i];
	    /* As GCC does: call a local alias, so that the guard compares
	       against the very body the direct call runs.  */
	    if (!target->can_be_discarded_p ())
	      if (cgraph_node *alias = dyn_cast<cgraph_node *>
		    (target->noninterposable_alias ()))
		target = alias;
	    e->make_speculative (target,
				 count.apply_scale (8 * d.weights[i],
						    10 * d.total_weight),
				 i);
	  }
	break;
      }
    }
  if (ipa_fn_summaries && ipa_fn_summaries->get (caller))
    ipa_update_overall_fn_summary (caller);
}

} // namespace tigdevirt
