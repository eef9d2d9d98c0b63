/* dispatch-copies.cc - dispatches finished after GCC's own expansion.
   See speculation-expand.h.

   Where GCC expands a speculative call itself (each copy of a body it
   inlines, a body also inlined elsewhere, a call whose guards its inliner
   thinned or dropped), the plugin cannot expand it first; the call's
   plan, copied with its edge, is finished here, at the start of the
   optimizations after IPA: GCC's compares are read back from the code,
   and a last resort they leave one target of the complete list becomes
   a direct call; where they leave two, one compare of ours and two
   direct calls.  */

#include "dispatch-copies.h"
#include "speculation-plan-state.h"

namespace tigdevirt {

const char *const dispatch_copies_before = "*remove_cgraph_callee_edges";

namespace {

/* The functions GCC's expansion compared call CALL's function with, on
   the way to CALL itself: walking up from CALL's block, each block's one
   predecessor ends in "if (&target == fn)" (gimple_ic in value-prof.cc)
   whose false edge leads down, FN being CALL's own function expression.
   Empty where the code does not have that shape.  */

std::vector<tree>
compared_targets (gcall *call)
{
  tree fn = gimple_call_fn (call);
  std::vector<tree> out;
  basic_block bb = gimple_bb (call);
  while (bb && single_pred_p (bb))
    {
      edge in = single_pred_edge (bb);
      gcond *cond = safe_dyn_cast<gcond *> (last_nondebug_stmt (in->src));
      if (!cond || gimple_cond_code (cond) != EQ_EXPR
	  || !(in->flags & EDGE_FALSE_VALUE))
	break;
      tree target = NULL_TREE;
      bool same_fn = false;
      for (tree op : { gimple_cond_lhs (cond), gimple_cond_rhs (cond) })
	{
	  if (TREE_CODE (op) != SSA_NAME)
	    continue;
	  gassign *def = safe_dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op));
	  if (!def)
	    continue;
	  tree rhs = gimple_assign_rhs1 (def);
	  tree stripped = rhs;
	  STRIP_NOPS (stripped);
	  if (TREE_CODE (stripped) == ADDR_EXPR
	      && TREE_CODE (TREE_OPERAND (stripped, 0)) == FUNCTION_DECL)
	    target = TREE_OPERAND (stripped, 0);
	  else if (operand_equal_p (rhs, fn, 0))
	    same_fn = true;
	}
      if (!target || !same_fn)
	break;
      out.push_back (target);
      bb = in->src;
    }
  return out;
}

/* The functions the last resort CALL of a dispatch WANT can still
   reach: the targets of the call its guards did not compare, the
   unguarded one last; empty, with WHY, where that is not known or
   they are not to be finished here.  */

std::vector<cgraph_node *>
targets_left (const plan &want, gcall *call, const char **why)
{
  std::vector<tree> compared = compared_targets (call);
  auto was_compared = [&] (cgraph_node *t)
    {
      return std::find (compared.begin (), compared.end (), t->decl)
	     != compared.end ();
    };
  std::vector<cgraph_node *> left;
  if (!want.targets.empty ())
    {
      for (cgraph_node *t : want.targets)
	if (!was_compared (t)
	    && std::find (left.begin (), left.end (), t) == left.end ())
	  left.push_back (t);
    }
  else
    {
      /* Only the count of guards was carried: every guarded target must
	 have been compared, then only the unguarded one is left.  */
      unsigned n = 0;
      for (unsigned i = 0; i < compared.size (); i++)
	n += compared[i] != want.unguarded->decl
	     && std::find (compared.begin (), compared.begin () + i,
			   compared[i]) == compared.begin () + i;
      if (want.lost_guard || !want.guards || n < want.guards)
	{
	  *why = "a guarded target is not compared before it";
	  return {};
	}
      left.push_back (want.unguarded);
    }
  /* Every target compared: the last resort runs for no object; the
     unguarded target's call keeps it simple.  */
  if (left.empty ())
    return {want.unguarded};
  /* The unguarded target last: it is the one called without a compare.  */
  std::stable_partition (left.begin (), left.end (),
			 [&] (cgraph_node *t) { return t != want.unguarded; });
  /* GCC's inliner dropped the guards of targets it would not inline
     there (the deeper levels of a recursion, a target too large).  Two
     left cost one compare of ours and no indirect call, which the
     dispatch's growth already paid for; more would be a chain of
     compares GCC found not worth their cost, so the call stays
     (bench/micro/visitor: 1.3% and 2.7% more instructions on GCC 12 and
     16 for a compare per target left, in no less time).  */
  if (left.size () > 2)
    {
      *why = "GCC dropped the guards of more than two targets";
      return {};
    }
  /* A compare and a second call are larger than the indirect call: not
     where the code is to be small (-Os, a block GCC finds cold).  */
  if (left.size () == 2 && optimize_bb_for_size_p (gimple_bb (call)))
    {
      *why = "two targets left where the code is optimized for size";
      return {};
    }
  return left;
}

/* Make the last resort E of a dispatch guard TARGET itself the way GCC's
   inline transform guards a speculative target ("if (&TARGET == fn)",
   gimple_ic), a direct call on the true path; E stays on the false one.
   The profile is split evenly: nothing says which of the two is likelier.
   The TODO flags of the change.  */

unsigned
guard_in_copy (cgraph_edge *e, cgraph_node *target)
{
  cgraph_edge *s = e->make_speculative (target, e->count.apply_scale (1, 2));
  gimple *dcall = cgraph_edge::redirect_call_stmt_to_callee (s);
  /* gimple_ic's new edges leave the dominators stale (GCC's inline
     transform asks for a CFG cleanup, which drops them).  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  /* The copy keeps the indirect call's EH region; a target that cannot
     throw leaves it dead.  */
  if (maybe_clean_eh_stmt (dcall)
      && gimple_purge_dead_eh_edges (gimple_bb (dcall)))
    return TODO_cleanup_cfg;
  return 0;
}

/* Finish dispatch WANT of call E in NODE after GCC's expansion; the TODO
   flags of the change.  */

unsigned
finish_dispatch (cgraph_node *node, cgraph_edge *e, const plan &want)
{
  gcall *call = e->call_stmt;
  /* Left speculative, or made direct by the inliner's substitution:
     nothing of ours to finish.  */
  if (!want.dispatch || !want.unguarded || e->speculative || !call
      || gimple_call_fndecl (call))
    return 0;
  /* The inline transform's CFG cleanup removed the call's block with
     the call (seen in leveldb on GCC 16) and left its edge.  */
  if (!gimple_bb (call))
    {
      if (dump_file)
	fprintf (dump_file, "dispatch of call %u in %s: the call is no longer "
		 "in the body\n", e->lto_stmt_uid, node->dump_name ());
      return 0;
    }
  const char *why = nullptr;
  std::vector<cgraph_node *> left = targets_left (want, call, &why);
  if (left.empty ())
    {
      expansion_tally ().kept_fallback++;
      if (dump_file)
	fprintf (dump_file, "dispatch of call %u in %s given up: %s\n",
		 e->lto_stmt_uid, node->dump_name (), why);
      return 0;
    }
  cgraph_node *target = left.back ();
  unsigned todo = TODO_update_ssa_only_virtuals;
  if (left.size () == 2)
    {
      if (dump_file)
	fprintf (dump_file, "dispatch of call %u in %s after GCC's expansion: "
		 "a compare of ours for %s\n", e->lto_stmt_uid,
		 node->dump_name (), left.front ()->dump_name ());
      todo |= guard_in_copy (e, left.front ());
      expansion_tally ().own_compares++;
      call = e->call_stmt;
    }
  if (dump_file)
    fprintf (dump_file, "dispatch of call %u in %s after GCC's expansion: "
	     "the last resort calls %s\n", e->lto_stmt_uid,
	     node->dump_name (), target->dump_name ());
  basic_block bb = gimple_bb (call);
  e = cgraph_edge::make_direct (e, target);
  gimple *now = cgraph_edge::redirect_call_stmt_to_callee (e);
  expansion_tally ().dispatched_in_copies++;
  /* A target that cannot throw leaves the call's EH edges dead.  */
  if (maybe_clean_or_replace_eh_stmt (call, now)
      && gimple_purge_dead_eh_edges (bb))
    todo |= TODO_cleanup_cfg;
  return todo;
}

const pass_data dispatch_copies_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_dispatch",		/* name */
  OPTGROUP_IPA,			/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

class dispatch_copies_pass : public gimple_opt_pass
{
public:
  dispatch_copies_pass (gcc::context *ctxt)
    : gimple_opt_pass (dispatch_copies_data, ctxt) {}

  /* One instance per place in the pipeline: the early one runs before
     any plan exists.  */
  opt_pass *clone () final override
  {
    return new dispatch_copies_pass (m_ctxt);
  }

  bool gate (function *) final override { return plan_table () != nullptr; }

  unsigned int
  execute (function *fun) final override
  {
    return finish_dispatch_in_copies (fun);
  }
};

} // anon namespace

unsigned int
finish_dispatch_in_copies (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (!plan_table () || !node)
    return 0;
  unsigned todo = 0;
  take_plans (node, [&] (cgraph_edge *e, const plan &want)
	      {
		todo |= finish_dispatch (node, e, want);
	      });
  return todo;
}

opt_pass *
make_dispatch_copies_pass (gcc::context *ctxt)
{
  return new dispatch_copies_pass (ctxt);
}

} // namespace tigdevirt
