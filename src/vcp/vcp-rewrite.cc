/* vcp-rewrite.cc - the GIMPLE pass that applies virtual constants.  See
   vcp-rewrite.h.  */

#include "vcp-rewrite.h"
#include "gimple-vcall.h"
#include "plugin-options.h"
#include "virtual-constants.h"
#include "vtable.h"

namespace tigdevirt {

const char *const vcp_rewrite_after = "*remove_cgraph_callee_edges";
/* Every instance: the one among the early local passes runs before the
   table exists (the gate is false there), the one that starts
   pass_all_optimizations (and _g, for -Og) after the IPA passes.  */
const int vcp_rewrite_after_instance = 0;

namespace {

const pass_data vcp_rewrite_data = {
  GIMPLE_PASS,		/* type */
  "tigdevirt_vcp",	/* name */
  OPTGROUP_IPA,		/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_ssa | PROP_cfg,	/* properties_required */
  0, 0, 0, 0
};

tree
constant (tree type, HOST_WIDE_INT v)
{
  return wide_int_to_tree (type, wi::shwi (v, TYPE_PRECISION (type)));
}

/* The value of call CALL under entry E, as a GENERIC expression of TYPE;
   null if it cannot be made here (WHY says why).  */

tree
replacement (gcall *call, const vc_entry &e, tree type, const char **why)
{
  if (e.kind == vc_kind::uniform)
    return constant (type, e.value);
  tree vptr = vptr_of_call (call, slot_offset (e.token));
  if (!vptr)
    {
      *why = "the slot load is not recognized";
      return NULL_TREE;
    }
  if (e.kind == vc_kind::unique)
    {
      symtab_node *n = symtab_node::get_for_asmname
	(get_identifier (e.unique_vtable.c_str ()));
      varpool_node *v = n ? dyn_cast<varpool_node *> (n) : nullptr;
      if (!v)
	{
	  *why = "the vtable is not in this partition";
	  return NULL_TREE;
	}
      tree ap = fold_build_pointer_plus_hwi
		  (fold_convert (TREE_TYPE (vptr), build_fold_addr_expr (v->decl)),
		   e.unique_ap);
      tree cond = fold_build2 (EQ_EXPR, boolean_type_node, vptr, ap);
      return fold_build3 (COND_EXPR, type, cond, constant (type, e.value),
			  constant (type, e.other_value));
    }
  /* A load from next to the vtable the object points to.  Vtables are
     read-only: the char alias type is only for the alias oracle.  */
  tree alias = build_pointer_type (char_type_node);
  HOST_WIDE_INT byte = e.offset_bits / BITS_PER_UNIT;
  if (e.width == 1)
    {
      tree mem = fold_build2 (MEM_REF, unsigned_char_type_node, vptr,
			      build_int_cst (alias, byte));
      tree bit = fold_build2 (RSHIFT_EXPR, unsigned_char_type_node, mem,
			      build_int_cst (integer_type_node,
					     e.offset_bits % BITS_PER_UNIT));
      bit = fold_build2 (BIT_AND_EXPR, unsigned_char_type_node, bit,
			 build_int_cst (unsigned_char_type_node, 1));
      return fold_convert (type, bit);
    }
  tree itype = build_nonstandard_integer_type (e.width, !e.value_signed);
  tree mem = fold_build2 (MEM_REF, itype, vptr, build_int_cst (alias, byte));
  return fold_convert (type, mem);
}

const char *
kind_text (vc_kind k)
{
  switch (k)
    {
    case vc_kind::uniform: return "uniform-return";
    case vc_kind::unique: return "unique-return";
    default: return "virtual-const-prop";
    }
}

unsigned
rewrite_function (function *fun)
{
  bool changed = false, eh = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	if (!call)
	  continue;
	tree fn = gimple_call_fn (call);
	if (!fn || TREE_CODE (fn) != OBJ_TYPE_REF
	    || !tree_fits_shwi_p (OBJ_TYPE_REF_TOKEN (fn))
	    || gimple_call_num_args (call) < 1)
	  continue;
	std::vector<HOST_WIDE_INT> args;
	bool constant_args = true;
	for (unsigned i = 1; i < gimple_call_num_args (call); i++)
	  {
	    tree a = gimple_call_arg (call, i);
	    if (TREE_CODE (a) != INTEGER_CST)
	      {
		constant_args = false;
		break;
	      }
	    args.push_back (vc_int_value (a));
	  }
	if (!constant_args)
	  continue;
	std::string key = vtable_key (obj_type_ref_class (fn));
	if (key.empty ())
	  continue;
	HOST_WIDE_INT token = tree_to_shwi (OBJ_TYPE_REF_TOKEN (fn));
	const vc_entry *e = find_virtual_constant (key, token, args);
	if (!e)
	  continue;
	tree lhs = gimple_call_lhs (call);
	const char *why = nullptr;
	tree val = NULL_TREE;
	if (lhs)
	  {
	    if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
	      continue;
	    val = replacement (call, *e, TREE_TYPE (lhs), &why);
	    if (!val)
	      {
		if (dump_file)
		  fprintf (dump_file, "call at line %d not rewritten: %s\n",
			   LOCATION_LINE (gimple_location (call)), why);
		continue;
	      }
	  }
	if (dump_file)
	  {
	    fprintf (dump_file, "%s: call at line %d through %s slot %"
		     PRId64 " becomes ", kind_text (e->kind),
		     LOCATION_LINE (gimple_location (call)), key.c_str (),
		     (int64_t) token);
	    if (val)
	      print_generic_expr (dump_file, val);
	    else
	      fprintf (dump_file, "nothing (the result is unused)");
	    fprintf (dump_file, "\n");
	  }
	if (val)
	  val = force_gimple_operand_gsi (&gsi, val, true, NULL_TREE, true,
					  GSI_SAME_STMT);
	gimple *repl = lhs ? (gimple *) gimple_build_assign (lhs, val)
		       : gimple_build_nop ();
	gimple_set_location (repl, gimple_location (call));
	if (gimple_vdef (call) && TREE_CODE (gimple_vdef (call)) == SSA_NAME)
	  {
	    unlink_stmt_vdef (call);
	    release_ssa_name (gimple_vdef (call));
	    gimple_set_vdef (call, NULL_TREE);
	  }
	gsi_replace (&gsi, repl, false);
	if (maybe_clean_or_replace_eh_stmt (call, repl))
	  eh |= gimple_purge_dead_eh_edges (bb);
	changed = true;
      }
  if (!changed)
    return 0;
  mark_virtual_operands_for_renaming (fun);
  return TODO_update_ssa_only_virtuals | (eh ? TODO_cleanup_cfg : 0);
}

class vcp_rewrite_pass : public gimple_opt_pass
{
public:
  vcp_rewrite_pass (gcc::context *ctxt)
    : gimple_opt_pass (vcp_rewrite_data, ctxt) {}

  /* One instance per place in the pipeline (vcp_rewrite_after).  */
  opt_pass *clone () final override { return new vcp_rewrite_pass (m_ctxt); }

  /* GCC's switches apply per function, as to its own devirtualization.  */
  bool
  gate (function *fun) final override
  {
    return have_virtual_constants ()
	   && opt_for_fn (fun->decl, flag_devirtualize);
  }

  unsigned int
  execute (function *fun) final override
  {
    return rewrite_function (fun);
  }
};

} // anon namespace

opt_pass *
make_vcp_rewrite_pass (gcc::context *ctxt)
{
  return new vcp_rewrite_pass (ctxt);
}

} // namespace tigdevirt
