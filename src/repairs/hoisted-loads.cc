/* hoisted-loads.cc - alias sets of the loads GCC's PRE inserted.  See
   hoisted-loads.h.  */

#include "hoisted-loads.h"
#include "plugin-options.h"

namespace tigdevirt {

const char *const hoisted_loads_after = "pre";

/* Does GCC's PRE run on FUN with type-based alias analysis?  Where it
   does not, neither repair has anything to mend.  */

bool
pre_with_tbaa_p (function *fun)
{
  return opt_for_fn (fun->decl, flag_strict_aliasing)
	 && (opt_for_fn (fun->decl, flag_tree_pre)
	     || opt_for_fn (fun->decl, flag_code_hoisting));
}

tree *
innermost_base (tree *ref)
{
  while (handled_component_p (*ref))
    ref = &TREE_OPERAND (*ref, 0);
  return ref;
}

namespace {

const pass_data hoisted_loads_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_hoisted_loads",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

/* Did PRE make NAME for a value it inserted?  tree-ssa-pre.cc names every
   such temporary "pretmp" (create_expression_by_pieces, insert_into_preds
   _of_block); the loads among them are the hoisted and inserted ones.  */

bool
inserted_by_pre (tree name)
{
  tree id = SSA_NAME_IDENTIFIER (name);
  return id && TREE_CODE (id) == IDENTIFIER_NODE
	 && !strcmp (IDENTIFIER_POINTER (id), "pretmp");
}

} // anon namespace

/* Give the reference *OP a base alias set equal to its reference alias
   set, as GCC 13's compute_avail does for a hoisted expression whose base
   sets differ: the access then claims no more about the object's type
   than the type of what it reads or writes.  False if *OP needs no
   change (no MEM_REF base, or the two sets are equal already).  */

bool
give_base_reference_alias_set (tree *op)
{
  tree ref = *op;
  tree base = *innermost_base (&ref);
  if (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
    return false;
  alias_set_type ref_set = get_alias_set (ref);
  alias_set_type base_set = get_alias_set (base);
  if (ref_set == 0 || ref_set == base_set)
    return false;
  /* A MEM_REF whose alias pointer type differs from its own type gives
     the whole reference and its base the alias set of the pointer's
     target: the type of the reference itself, if that has the
     reference's set; else alias set 0.  */
  tree alias = get_alias_set (TREE_TYPE (ref)) == ref_set
	       ? build_pointer_type (TREE_TYPE (ref)) : ptr_type_node;
  ref = unshare_expr (ref);
  tree *b = innermost_base (&ref);
  TREE_OPERAND (*b, 1)
    = wide_int_to_tree (alias, wi::to_wide (TREE_OPERAND (*b, 1)));
  *op = ref;
  return true;
}

namespace {

/* Repair load STMT (give_base_reference_alias_set).  True if it
   changed.  */

bool
repair_load (gassign *stmt)
{
  tree old = gimple_assign_rhs1 (stmt);
  tree ref = old;
  if (!give_base_reference_alias_set (&ref))
    return false;
  if (dump_file)
    {
      fprintf (dump_file, "hoisted load ");
      print_generic_expr (dump_file, gimple_assign_lhs (stmt));
      fprintf (dump_file, " = ");
      print_generic_expr (dump_file, old);
      fprintf (dump_file, ": alias sets base %d ref %d -> %d %d\n",
	       (int) get_alias_set (*innermost_base (&old)),
	       (int) get_alias_set (old),
	       (int) get_alias_set (*innermost_base (&ref)),
	       (int) get_alias_set (ref));
    }
  gimple_assign_set_rhs1 (stmt, ref);
  update_stmt (stmt);
  return true;
}

unsigned
repair_function (function *fun)
{
  unsigned repaired = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (a && gimple_assign_load_p (a)
	    && TREE_CODE (gimple_assign_lhs (a)) == SSA_NAME
	    && inserted_by_pre (gimple_assign_lhs (a)))
	  repaired += repair_load (a);
      }
  if (dump_file && repaired)
    fprintf (dump_file, "%u hoisted loads repaired in %s\n", repaired,
	     function_name (fun));
  return 0;
}

class hoisted_loads_pass : public gimple_opt_pass
{
public:
  hoisted_loads_pass (gcc::context *ctxt)
    : gimple_opt_pass (hoisted_loads_data, ctxt) {}

  /* One instance per "pre" in the pipeline.  */
  opt_pass *clone () final override { return new hoisted_loads_pass (m_ctxt); }

  /* Only where PRE ran and type-based alias analysis is on; never when
     the plugin only analyzes.  */
  bool
  gate (function *fun) final override
  {
    return opts.fix_hoisted_loads && !opts.analyze_only
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
make_hoisted_loads_pass (gcc::context *ctxt)
{
  return new hoisted_loads_pass (ctxt);
}

} // namespace tigdevirt
