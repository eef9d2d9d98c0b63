/* arm-alias-sets.cc - accesses through polymorphic classes in the arms
   of a dispatch get base alias set = reference alias set before GCC's
   PRE.  See arm-alias-sets.h.  */

#include "arm-alias-sets.h"
#include "hoisted-loads.h"
#include "plugin-options.h"

namespace tigdevirt {

const char *const arm_alias_sets_before = "pre";

namespace {

const pass_data arm_alias_sets_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_arm_alias_sets",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

/* Is T the address of a function or of a place in a vtable?  A guard of
   a dispatch compares a loaded slot with a target's address (GCC's and
   the plugin's function-pointer guards) or a vptr with a vtable's
   (guard=vptr).  */

bool
dispatch_address_p (tree t)
{
  if (TREE_CODE (t) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (t, 0));
  return base && (TREE_CODE (base) == FUNCTION_DECL
		  || (VAR_P (base) && DECL_VIRTUAL_P (base)));
}

/* Is NAME (an SSA name) a test of a dispatch address: a comparison with
   one, or, as ifcombine leaves two guards with one arm, their AND or OR?
   DEPTH bounds the walk.  */

bool
dispatch_test_p (tree name, int depth)
{
  if (TREE_CODE (name) != SSA_NAME || depth > 2)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def)
    return false;
  switch (gimple_assign_rhs_code (def))
    {
    case EQ_EXPR:
    case NE_EXPR:
      return dispatch_address_p (gimple_assign_rhs1 (def))
	     || dispatch_address_p (gimple_assign_rhs2 (def));
    case BIT_IOR_EXPR:
    case BIT_AND_EXPR:
    case TRUTH_OR_EXPR:
    case TRUTH_AND_EXPR:
      return dispatch_test_p (gimple_assign_rhs1 (def), depth + 1)
	     || dispatch_test_p (gimple_assign_rhs2 (def), depth + 1);
    default:
      return false;
    }
}

/* Does BB end in a guard of a dispatch?  */

bool
guard_block_p (basic_block bb)
{
  gcond *c = safe_dyn_cast<gcond *> (last_nondebug_stmt (bb));
  if (!c
      || (gimple_cond_code (c) != EQ_EXPR && gimple_cond_code (c) != NE_EXPR))
    return false;
  return dispatch_address_p (gimple_cond_lhs (c))
	 || dispatch_address_p (gimple_cond_rhs (c))
	 || dispatch_test_p (gimple_cond_lhs (c), 0)
	 || dispatch_test_p (gimple_cond_rhs (c), 0);
}

/* Is *OP an access through a pointer to a polymorphic class?  Those are
   the accesses an arm's inlined method makes through its own class (also
   once the pointer is known to be a declared object's address: the arm
   may still claim another class than the object's).  */

bool
through_polymorphic_pointer (tree op)
{
  if (!REFERENCE_CLASS_P (op))
    return false;
  tree base = *innermost_base (&op);
  if (TREE_CODE (base) != MEM_REF)
    return false;
  tree t = TREE_TYPE (TREE_TYPE (TREE_OPERAND (base, 1)));
  return TREE_CODE (t) == RECORD_TYPE && TYPE_BINFO (t)
	 && polymorphic_type_binfo_p (TYPE_BINFO (t));
}

/* Does BB start an arm: is every edge into it from a guard (one guard's
   edge, or the edges of two guards whose targets share one inlined
   body)?  */

bool
starts_arm (basic_block bb, sbitmap guards)
{
  edge e;
  edge_iterator ei;
  if (EDGE_COUNT (bb->preds) == 0)
    return false;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->src->index < 0 || !bitmap_bit_p (guards, e->src->index))
      return false;
  return true;
}

/* Mark in ARM every block of an arm: a block every edge into which
   comes from a guard starts one, and the blocks it dominates run only on
   that arm's paths.  The join after the arms (and all after it) is
   entered from the arms, and is dominated by the guard, not by an arm.
   One walk of the dominator tree, from the entry; GUARDS marks the
   guards' blocks (also inside another guard's arm: chains, versioned
   loops).  */

void
mark_arms (function *fun, sbitmap guards, sbitmap arm)
{
  auto_vec<std::pair<basic_block, bool>, 32> work;
  work.safe_push ({ENTRY_BLOCK_PTR_FOR_FN (fun), false});
  while (!work.is_empty ())
    {
      auto [bb, inside] = work.pop ();
      if (!inside && starts_arm (bb, guards))
	inside = true;
      if (inside)
	bitmap_set_bit (arm, bb->index);
      for (basic_block s = first_dom_son (CDI_DOMINATORS, bb); s;
	   s = next_dom_son (CDI_DOMINATORS, s))
	work.safe_push ({s, inside});
    }
}

/* Give access *OP, if it is made through a pointer to a polymorphic
   class, base alias set = reference alias set; count it in N.  */

bool
repair_access (tree *op, unsigned &n)
{
  tree old = *op;
  if (!through_polymorphic_pointer (old)
      || !give_base_reference_alias_set (op))
    return false;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      print_generic_expr (dump_file, old);
      fprintf (dump_file, " -> ");
      print_generic_expr (dump_file, *op);
      fprintf (dump_file, "\n");
    }
  n++;
  return true;
}

unsigned
repair_function (function *fun)
{
  auto_sbitmap guards (last_basic_block_for_fn (fun));
  bitmap_clear (guards);
  unsigned nguards = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (guard_block_p (bb))
      {
	bitmap_set_bit (guards, bb->index);
	nguards++;
      }
  if (!nguards)
    return 0;

  calculate_dominance_info (CDI_DOMINATORS);
  auto_sbitmap arm (last_basic_block_for_fn (fun));
  bitmap_clear (arm);
  mark_arms (fun, guards, arm);

  unsigned n = 0;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (!bitmap_bit_p (arm, bb->index))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  /* Loads and stores, and the stores of calls' results: PRE asks
	     whether a call's store changes a value through its lhs.  */
	  gimple *stmt = gsi_stmt (gsi);
	  bool changed = false;
	  if (gassign *a = dyn_cast<gassign *> (stmt))
	    {
	      if (gimple_assign_single_p (a))
		changed = repair_access (gimple_assign_lhs_ptr (a), n)
			  | repair_access (gimple_assign_rhs1_ptr (a), n);
	    }
	  else if (gcall *c = dyn_cast<gcall *> (stmt))
	    if (gimple_call_lhs (c))
	      changed = repair_access (gimple_call_lhs_ptr (c), n);
	  if (changed)
	    update_stmt (stmt);
	}
    }
  if (dump_file && n)
    fprintf (dump_file, "%u accesses in the arms of %u guards of %s "
	     "claim no class\n", n, nguards, function_name (fun));
  return 0;
}

class arm_alias_sets_pass : public gimple_opt_pass
{
public:
  arm_alias_sets_pass (gcc::context *ctxt)
    : gimple_opt_pass (arm_alias_sets_data, ctxt) {}

  /* One instance per "pre" in the pipeline.  */
  opt_pass *clone () final override
  { return new arm_alias_sets_pass (m_ctxt); }

  /* Only where PRE runs with type-based alias analysis; never when the
     plugin only analyzes.  */
  bool
  gate (function *fun) final override
  {
    return opts.fix_arm_alias_sets && !opts.analyze_only
	   && pre_with_tbaa_p (fun);
  }

  unsigned int
  execute (function *fun) final override
  {
    return repair_function (fun);
  }
};

} // anon namespace

opt_pass *
make_arm_alias_sets_pass (gcc::context *ctxt)
{
  return new arm_alias_sets_pass (ctxt);
}

} // namespace tigdevirt
