/* guarded-paths.cc - GCC's late warnings kept off the paths of guarded
   direct calls.  See guarded-paths.h.  */

#include "guarded-paths.h"

namespace tigdevirt {

const char *const guarded_paths_before = "*remove_cgraph_callee_edges";

namespace {

/* Is T one of the temporaries gimple_ic compares ("PROF")?  User
   variables have a declaration; these only an identifier.  */

bool
prof_temporary_p (tree t)
{
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_VAR (t)
      || !SSA_NAME_IDENTIFIER (t))
    return false;
  return !strcmp (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (t)), "PROF");
}

/* Is T the address of (a place in) a vtable: the address point a vptr
   guard compares with (speculation-expand.cc's guard_on_vptr)?  No
   source code compares with one.  */

bool
vtable_address_p (tree t)
{
  if (TREE_CODE (t) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (t, 0));
  if (base && TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
    base = TREE_OPERAND (TREE_OPERAND (base, 0), 0);
  return base && VAR_P (base) && DECL_VIRTUAL_P (base);
}

/* walk_gimple_op callback: marks the memory references of a statement
   (the array-bounds checker reads their marks, not the statement's).
   Invariant addresses may be shared with other statements: not entered.  */

tree
quiet_reference (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t)
      || TREE_CODE (t) == SSA_NAME
      || (TREE_CODE (t) == ADDR_EXPR && is_gimple_min_invariant (t)))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (REFERENCE_CLASS_P (t) || TREE_CODE (t) == MEM_REF
      || TREE_CODE (t) == TARGET_MEM_REF)
    quiet_expression (t);
  return NULL_TREE;
}

} // anon namespace

edge
guarded_path_edge (gcond *cond)
{
  if (gimple_cond_code (cond) != EQ_EXPR)
    return nullptr;
  tree l = gimple_cond_lhs (cond), r = gimple_cond_rhs (cond);
  if (!(prof_temporary_p (l) && prof_temporary_p (r))
      && !vtable_address_p (l) && !vtable_address_p (r))
    return nullptr;
  edge t, f;
  extract_true_false_edges_from_block (gimple_bb (cond), &t, &f);
  return t;
}

unsigned
quiet_guarded_paths (function *fun)
{
  /* The first block of each guarded path: entered only from its guard,
     so what it dominates runs only when the guard held (the join after
     the call is also reached from the indirect call, so it is not).  */
  std::vector<basic_block> starts;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (gcond *cond = safe_dyn_cast<gcond *> (last_nondebug_stmt (bb)))
      if (edge e = guarded_path_edge (cond))
	if (single_pred_p (e->dest))
	  starts.push_back (e->dest);
  if (starts.empty ())
    return 0;
  bool had_doms = dom_info_available_p (fun, CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  unsigned marked = 0;
  auto_bitmap seen;
  for (basic_block start : starts)
    {
      std::vector<basic_block> work { start };
      while (!work.empty ())
	{
	  basic_block b = work.back ();
	  work.pop_back ();
	  if (!bitmap_set_bit (seen, b->index))
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      if (is_gimple_debug (stmt))
		continue;
	      quiet_statement (stmt);
	      struct walk_stmt_info wi;
	      memset (&wi, 0, sizeof wi);
	      walk_gimple_op (stmt, quiet_reference, &wi);
	      marked++;
	    }
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->succs)
	    if (e->dest != EXIT_BLOCK_PTR_FOR_FN (fun)
		&& dominated_by_p (CDI_DOMINATORS, e->dest, start))
	      work.push_back (e->dest);
	}
    }
  if (!had_doms)
    free_dominance_info (CDI_DOMINATORS);
  return marked;
}

namespace {

const pass_data guarded_paths_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_guarded_paths",	/* name */
  OPTGROUP_IPA,			/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

class guarded_paths_pass : public gimple_opt_pass
{
public:
  guarded_paths_pass (gcc::context *ctxt)
    : gimple_opt_pass (guarded_paths_data, ctxt) {}

  /* One instance per place in the pipeline (the early one finds no
     guards: GCC expands speculative calls after IPA).  */
  opt_pass *clone () final override
  {
    return new guarded_paths_pass (m_ctxt);
  }

  unsigned int
  execute (function *fun) final override
  {
    unsigned n = quiet_guarded_paths (fun);
    if (n && dump_file)
      fprintf (dump_file, "guarded paths: %u statement(s) without "
	       "warnings\n", n);
    return 0;
  }
};

} // anon namespace

opt_pass *
make_guarded_paths_pass (gcc::context *ctxt)
{
  return new guarded_paths_pass (ctxt);
}

} // namespace tigdevirt
