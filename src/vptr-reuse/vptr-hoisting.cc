/* vptr-hoisting.cc - moving vptr and slot loads out of loops: a load
   that every iteration runs, of an object the loop does not change the
   type of, goes to the preheader.  Part of the walk of vptr-reuse.h.  */

#include "vptr-walk.h"
#include "type-changes.h"

namespace tigdevirt {
namespace vptr {

namespace {

/* Is SSA name NAME defined outside LOOP?  */

bool
invariant_in (class loop *loop, tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return is_gimple_min_invariant (name);
  return SSA_NAME_IS_DEFAULT_DEF (name)
	 || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (name)));
}

/* May STMT keep the loop from reaching the statements after it (a call
   that does not return, an exception, a jump out)?  Loads behind such a
   statement are not run by every iteration that starts.  */

bool
may_stop_here (function *fun, gimple *stmt)
{
  return is_gimple_call (stmt) || gimple_code (stmt) == GIMPLE_ASM
	 || stmt_could_throw_p (fun, stmt);
}

/* One walk of a loop's body for the hoisting: the statements that may
   write memory, and the blocks whose loads every iteration that starts
   runs before anything can leave the loop, in dominator order: the
   header, and each block that dominates the latch and every exit and
   that only blocks of the loop itself (no inner loop, no statement that
   may stop: the header's and theirs) lead to from the header.  No new
   load on a loop that runs zero times, or that leaves before it.  */

struct loop_body
{
  std::vector<gimple *> writers;
  std::vector<basic_block> every_iteration;
};

loop_body
walk_loop_body (function *fun, class loop *loop)
{
  loop_body out;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  basic_block *body = get_loop_body_in_dom_order (loop);
  std::set<basic_block> clean;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      bool ok = bb->loop_father == loop
		&& !(bb->flags & BB_IRREDUCIBLE_LOOP);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_vdef (stmt) || gimple_has_volatile_ops (stmt))
	    out.writers.push_back (stmt);
	  ok = ok && !may_stop_here (fun, stmt);
	}
      if (ok)
	clean.insert (bb);
    }
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      if (bb == loop->header)
	{
	  out.every_iteration.push_back (bb);
	  continue;
	}
      if (bb->loop_father != loop
	  || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	continue;
      bool ok = true;
      for (edge e : exits)
	ok &= dominated_by_p (CDI_DOMINATORS, e->src, bb);
      /* Every block between the header and BB: back from BB to the
	 header.  */
      std::vector<basic_block> work (1, bb);
      std::set<basic_block> seen (work.begin (), work.end ());
      while (ok && !work.empty ())
	{
	  basic_block b = work.back ();
	  work.pop_back ();
	  if (b == loop->header)
	    continue;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->preds)
	    {
	      basic_block src = e->src;
	      if (!flow_bb_inside_loop_p (loop, src) || !clean.count (src))
		{
		  ok = false;
		  break;
		}
	      if (seen.insert (src).second)
		work.push_back (src);
	    }
	}
      if (ok)
	out.every_iteration.push_back (bb);
    }
  free (body);
  return out;
}

} // anon namespace

void
reuse_walk::hoist_from (class loop *loop)
{
  edge pre = loop_preheader_edge (loop);
  if (!pre || !single_succ_p (pre->src)
      || pre->src == ENTRY_BLOCK_PTR_FOR_FN (fun))
    return;
  basic_block header = loop->header;
  loop_body lb = walk_loop_body (fun, loop);
  gphi *vphi = get_virtual_phi (header);
  tree entry_vuse = vphi ? PHI_ARG_DEF_FROM_EDGE (vphi, pre) : NULL_TREE;
  /* Hoisted names: what a later statement may use.  */
  std::set<tree> moved;
  auto invariant = [&] (tree op)
    {
      return invariant_in (loop, op) || moved.count (op);
    };
  for (basic_block bb : lb.every_iteration)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	/* Only what every iteration runs before anything can leave the
	   loop.  */
	if (may_stop_here (fun, stmt) || stmt_ends_bb_p (stmt))
	  break;
	bool move = false;
	const char *why_not = nullptr;
	auto g = group_of.find (stmt);
	tree v;
	HOST_WIDE_INT off;
	if (g != group_of.end ())
	  {
	    tree p = object_pointer (refs[g->second]);
	    if (p && !invariant (p))
	      why_not = "the object is not invariant in the loop";
	    else
	      for (gimple *w : lb.writers)
		if (const char *why = kills (w, g->second))
		  {
		    why_not = why;
		    if (dump_enabled_p ())
		      dump_printf_loc (MSG_MISSED_OPTIMIZATION, stmt,
				       "vptr load kept in the loop: %s at "
				       "line %d may change the object's "
				       "dynamic type\n", why,
				       LOCATION_LINE (gimple_location (w)));
		    break;
		  }
	    move = !why_not;
	  }
	else if (slot_load_p (stmt, &v, &off))
	  move = invariant (v)
		 && invariant (TREE_OPERAND (gimple_assign_rhs1 (stmt), 0));
	else if (is_gimple_assign (stmt)
		 && gimple_assign_rhs_code (stmt) == POINTER_PLUS_EXPR
		 && !gimple_vuse (stmt))
	  move = invariant (gimple_assign_rhs1 (stmt))
		 && invariant (gimple_assign_rhs2 (stmt));
	if (!move)
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	/* Through the use operand, so that the immediate-use lists stay
	   right.  */
	if (gimple_vuse (stmt) && entry_vuse)
	  SET_USE (gimple_vuse_op (stmt), entry_vuse);
	moved.insert (gimple_get_lhs (stmt));
	if (g != group_of.end () || gimple_vuse (stmt))
	  {
	    hoisted++;
	    if (dump_file)
	      fprintf (dump_file, "hoisted: %s load at line %d out of loop "
		       "%d\n", g != group_of.end () ? "vptr" : "slot",
		       LOCATION_LINE (gimple_location (stmt)), loop->num);
	    if (dump_enabled_p () && g != group_of.end ())
	      dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, stmt,
			       "vptr load hoisted out of the loop: nothing "
			       "in it may change the object's dynamic "
			       "type\n");
	  }
	gsi_move_to_bb_end (&gsi, pre->src);
      }
}

void
reuse_walk::hoist ()
{
  /* Creating preheaders may have changed the CFG.  */
  calculate_dominance_info (CDI_DOMINATORS);
  for_each_loop_innermost_first (fun, [this] (class loop *loop)
    { hoist_from (loop); });
}

} // namespace vptr
} // namespace tigdevirt
