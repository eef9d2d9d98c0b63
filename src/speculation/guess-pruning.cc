/* guess-pruning.cc - GCC's own speculative calls that would break the
   link.  See guess-pruning.h.  */

#include "guess-pruning.h"
#include "call-locations.h"
#include "gcc-guess.h"

namespace tigdevirt {

const char *const guess_pruning_after = "devirt";

namespace {

/* A call whose guesses to drop are planned.  The functions are named by
   their symbol order (unique in the unit, never reused), not by node:
   between the plan and the pass GCC may remove functions (the dead
   methods' TODO_remove_functions, unreachable comdats), the caller or a
   target among them, and a node pointer would then be freed (GCC 17's
   checking build crashed in same_body, compiling fat objects: fuzzer
   seed 24103).  The edge is only compared with the caller's indirect
   calls, never read before it is found there: only GCC's devirt runs in
   between, and it keeps the indirect edge of a call it speculates.  */
struct planned_drop
{
  int caller;
  cgraph_edge *edge;
  std::vector<int> targets;	/* function_symbol ()'s order.  */
};

std::vector<planned_drop> planned;

bool
same_body (cgraph_node *a, cgraph_node *b)
{
  return a->function_symbol () == b->function_symbol ();
}

bool
still_indirect_call (cgraph_node *caller, const planned_drop &p)
{
  for (cgraph_edge *e = caller->indirect_calls; e; e = e->next_callee)
    if (e == p.edge)
      return true;
  return false;
}

/* Drop the guesses of P's call (in CALLER) that GCC made to P's targets;
   how many.  */

unsigned
drop_guesses (cgraph_node *caller_node, const planned_drop &p)
{
  cgraph_edge *e = p.edge;
  if (!e->speculative)
    return 0;
  std::vector<cgraph_edge *> drop;
  for (cgraph_edge *d = e->first_speculative_call_target (); d;
       d = d->next_speculative_call_target ())
    {
      cgraph_node *n = dyn_cast<cgraph_node *>
			 (d->speculative_call_target_ref ()->referred);
      if (n && std::find (p.targets.begin (), p.targets.end (),
			  n->function_symbol ()->order) != p.targets.end ())
	drop.push_back (d);
    }
  location_t loc = call_location (e);
  std::string caller = function_name_of (caller_node->decl);
  for (cgraph_edge *d : drop)
    {
      std::string target = function_label_of (d->callee->decl);
      if (dump_file)
	fprintf (dump_file, "dropped GCC's guess in %s: %s\n",
		 caller.c_str (), target.c_str ());
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (loc),
			 "dropping GCC's speculative call in %s to %s: no "
			 "class with objects in %s reaches it, and only the "
			 "guess would emit it\n", caller.c_str (),
			 target.c_str (), in_lto_p ? "the link" : "this unit");
      cgraph_edge::resolve_speculation (d, NULL);
    }
  return drop.size ();
}

const pass_data guess_pruning_pass_data = {
  IPA_PASS,		/* type */
  "tigdevirt_guesses",	/* name */
  OPTGROUP_IPA,		/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

/* An IPA pass without summaries, as GCC's devirt is: it runs where devirt
   runs (WPA, lto1 of -flto-partition=none, cc1plus without -flto).  */
class guess_pruning_pass : public ipa_opt_pass_d
{
public:
  guess_pruning_pass (gcc::context *ctxt)
    : ipa_opt_pass_d (guess_pruning_pass_data, ctxt, NULL, NULL, NULL, NULL,
		      NULL, NULL, 0, NULL, NULL)
  {}

  bool gate (function *) final override { return !planned.empty (); }

  unsigned int
  execute (function *) final override
  {
    std::map<int, cgraph_node *> callers;
    for (const planned_drop &p : planned)
      callers[p.caller] = nullptr;
    cgraph_node *node;
    FOR_EACH_FUNCTION (node)
      {
	auto it = callers.find (node->order);
	if (it != callers.end ())
	  it->second = node;
      }
    unsigned dropped = 0;
    for (const planned_drop &p : planned)
      {
	/* A caller GCC removed took its calls with it.  */
	cgraph_node *caller = callers[p.caller];
	if (caller && still_indirect_call (caller, p))
	  if (unsigned n = drop_guesses (caller, p))
	    {
	      dropped += n;
	      if (ipa_fn_summaries && ipa_fn_summaries->get (caller))
		ipa_update_overall_fn_summary (caller);
	    }
      }
    planned.clear ();
    planned.shrink_to_fit ();
    /* The dropped targets may have nothing else left to keep them.  */
    return dropped ? TODO_remove_functions : 0;
  }
};

} // anon namespace

std::vector<cgraph_node *>
guesses_to_drop (const call_site &c, const target_list &t)
{
  std::vector<cgraph_node *> drop;
  for (cgraph_node *g : gcc_speculation_targets (c.edge))
    {
      /* Reached by a class with objects: a target like any other.  */
      bool reached = false;
      for (unsigned i = 0; i < t.targets.size (); i++)
	if (same_body (t.targets[i], g) && t.instances[i])
	  reached = true;
      if (!reached && !kept_by_program (g))
	drop.push_back (g);
    }
  return drop;
}

void
plan_guess_drops (const call_site &c, const devirt_decision &d)
{
  if (d.drop_guesses.empty ())
    return;
  std::vector<int> targets;
  for (cgraph_node *t : d.drop_guesses)
    targets.push_back (t->function_symbol ()->order);
  planned.push_back ({c.edge->caller->order, c.edge, targets});
}

opt_pass *
make_guess_pruning_pass (gcc::context *ctxt)
{
  return new guess_pruning_pass (ctxt);
}

} // namespace tigdevirt
