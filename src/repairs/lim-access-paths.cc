/* lim-access-paths.cc - base-class field accesses made bare MEM_REFs
   before GCC 12's LIM.  See lim-access-paths.h.  */

#include "lim-access-paths.h"
#include "plugin-options.h"

namespace tigdevirt {

const char *const lim_access_paths_before = "lim";

namespace {

const pass_data lim_access_paths_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_lim_paths",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

/* Is REF a path of field accesses from *SSA_NAME that goes through a
   base-class subobject?  Under LTO the C++ front end's base flag is
   gone; a base subobject is an artificial unnamed field of class type.  */

bool
through_base (tree ref)
{
  if (TREE_CODE (ref) != COMPONENT_REF)
    return false;
  bool base = false;
  tree t = ref;
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      if (TREE_CODE (t) != COMPONENT_REF)
	return false;
      tree f = TREE_OPERAND (t, 1);
      if (DECL_ARTIFICIAL (f) && !DECL_NAME (f)
	  && RECORD_OR_UNION_TYPE_P (TREE_TYPE (f)))
	base = true;
    }
  return base && TREE_CODE (t) == MEM_REF
	 && TREE_CODE (TREE_OPERAND (t, 0)) == SSA_NAME;
}

/* REF as a bare MEM_REF at the same address, with its own alias type and
   alignment, or null when it is not a whole scalar at a constant offset.  */

tree
bare (tree ref)
{
  poly_int64 bitsize, bitpos;
  tree offset;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree base = get_inner_reference (ref, &bitsize, &bitpos, &offset, &mode,
				   &unsignedp, &reversep, &volatilep);
  HOST_WIDE_INT pos;
  tree type = TREE_TYPE (ref);
  if (offset || reversep || !bitpos.is_constant (&pos)
      || pos % BITS_PER_UNIT || TREE_CODE (base) != MEM_REF
      || AGGREGATE_TYPE_P (type) || !TYPE_SIZE (type)
      || !known_eq (bitsize, wi::to_poly_offset (TYPE_SIZE (type)))
      || DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
    return NULL_TREE;
  tree alias = reference_alias_ptr_type (ref);
  unsigned align = get_object_alignment (ref);
  if (TYPE_ALIGN (type) != align)
    type = build_aligned_type (type, align);
  poly_offset_int off = mem_ref_offset (base) + pos / BITS_PER_UNIT;
  tree r = build2 (MEM_REF, type, TREE_OPERAND (base, 0),
		   wide_int_to_tree (alias, off));
  TREE_THIS_VOLATILE (r) = TREE_THIS_VOLATILE (ref);
  TREE_SIDE_EFFECTS (r) = TREE_SIDE_EFFECTS (ref);
  return r;
}

class lim_access_paths_pass : public gimple_opt_pass
{
public:
  lim_access_paths_pass (gcc::context *ctxt)
    : gimple_opt_pass (lim_access_paths_data, ctxt) {}

  /* One instance per "lim" in the pipeline.  */
  opt_pass *clone () final override
  { return new lim_access_paths_pass (m_ctxt); }

  /* Only where LIM runs with type-based alias analysis (the pass exists
     only on GCC 12: gcc-bugs.h).  */
  bool
  gate (function *fun) final override
  {
    return opts.fix_lim_paths
	   && !opts.analyze_only
	   && opt_for_fn (fun->decl, flag_strict_aliasing)
	   && opt_for_fn (fun->decl, flag_tree_loop_im);
  }

  unsigned int
  execute (function *fun) final override
  {
    unsigned n = 0;
    basic_block bb;
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi));
	  if (!a || !gimple_assign_single_p (a))
	    continue;
	  bool changed = false;
	  for (tree *op : { gimple_assign_lhs_ptr (a),
			    gimple_assign_rhs1_ptr (a) })
	    if (through_base (*op))
	      if (tree r = bare (*op))
		{
		  if (dump_file)
		    {
		      print_generic_expr (dump_file, *op);
		      fprintf (dump_file, " -> ");
		      print_generic_expr (dump_file, r);
		      fprintf (dump_file, "\n");
		    }
		  *op = r;
		  changed = true;
		  n++;
		}
	  if (changed)
	    update_stmt (a);
	}
    if (dump_file && n)
      fprintf (dump_file, "%u base-class field accesses made bare in %s\n",
	       n, function_name (fun));
    return 0;
  }
};

} // anon namespace

opt_pass *
make_lim_access_paths_pass (gcc::context *ctxt)
{
  return new lim_access_paths_pass (ctxt);
}

} // namespace tigdevirt
