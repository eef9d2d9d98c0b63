/* speculation-plan-state.h - the plans of speculative calls, shared by
   the two files that carry them out (internal to them; the rest of the
   plugin includes speculation-expand.h):

     speculation-expand.cc  made at WPA (plan_dispatch, plan_vptr_guard),
                            carried to LTRANS in a section, and expanded
                            by the analysis pass's function transform in a
                            caller's own body;
     dispatch-copies.cc     the dispatches GCC expanded itself (in inlined
                            copies, in a body also inlined elsewhere, where
                            it dropped guards), finished by a GIMPLE pass
                            after IPA.

   A plan is a call summary of the call's indirect edge: GCC copies it with
   every copy of the edge (clones, inline clones, inlined bodies).  */

#ifndef TIGDEVIRT_SPECULATION_PLAN_STATE_H
#define TIGDEVIRT_SPECULATION_PLAN_STATE_H

#include "speculation-expand.h"

namespace tigdevirt {

struct vptr_guard
{
  unsigned id;			/* Speculative id of the guarded edge.  */
  varpool_node *vtable;
  unsigned ap_offset;		/* Bytes from the vtable's start.  */
  unsigned slot_offset;		/* Bytes from the address point.  */
};

struct plan
{
  bool dispatch = false;
  unsigned guards = 0;
  unsigned unguarded_id = 0;
  cgraph_node *unguarded = nullptr;
  /* Every speculative target of the call when the dispatch was planned,
     the unguarded one included: with the complete list covered, the
     functions the call can reach are among them.  Empty where one could
     not be carried to LTRANS.  */
  std::vector<cgraph_node *> targets;
  /* A copy of the call whose original had lost a guarded target by then
     (all_guards_left): without TARGETS, nothing is known of it.  */
  bool lost_guard = false;
  std::vector<vptr_guard> vptr;
};

/* The plans; null until one is made or read.  */
call_summary<plan *> *plan_table ();

/* This process's counts, to add to.  */
expansion_counts &expansion_tally ();

/* Take the plan off each of NODE's indirect calls that has one and hand
   it to F with the call (F may make the call direct, or plan it again).  */

template <typename F>
void
take_plans (cgraph_node *node, F f)
{
  call_summary<plan *> *plans = plan_table ();
  if (!plans)
    return;
  cgraph_edge *next;
  for (cgraph_edge *e = node->indirect_calls; e; e = next)
    {
      next = e->next_callee;
      plan *p = plans->get (e);
      if (!p)
	continue;
      plan want = *p;
      plans->remove (e);
      f (e, want);
    }
}

} // namespace tigdevirt

#endif
