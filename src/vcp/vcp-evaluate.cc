/* vcp-evaluate.cc - a small GIMPLE interpreter for pure virtual methods.
   See vcp-evaluate.h.  */

#include "vcp-evaluate.h"

namespace tigdevirt {

namespace {

/* Statements one evaluation may execute: loops with constant bounds are
   fine, runaway ones are not.  */
const unsigned step_budget = 10000;

/* The values of the SSA names of the body being evaluated
   (gimple_fold_stmt_to_constant_1 takes a plain function to look them
   up).  */
std::map<tree, tree> *env;
tree this_value;	/* `this`'s default definition.  */
bool used_this;

tree
valueize (tree t)
{
  if (TREE_CODE (t) != SSA_NAME)
    return t;
  if (t == this_value)
    {
      used_this = true;
      return t;
    }
  auto it = env->find (t);
  return it == env->end () ? t : it->second;
}

bool
constant_p (tree t)
{
  return t && TREE_CODE (t) == INTEGER_CST;
}

/* Why a value is not a constant: the object's own state (USED_THIS: the
   value depends on `this') or anything else.  */

reason
non_constant (bool used_this)
{
  return used_this ? reason::target_uses_this : reason::not_a_constant;
}

/* Run FN's body (SSA form) with PARAMS bound.  */

eval_result
run (function *fn, tree result_type, std::map<tree, tree> &values)
{
  eval_result r;
  basic_block bb = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fn));
  edge from = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fn));
  unsigned steps = 0;
  while (bb && bb != EXIT_BLOCK_PTR_FOR_FN (fn))
    {
      /* PHIs take the value of the edge we came in on, all at once.  */
      std::vector<std::pair<tree, tree>> phis;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    continue;
	  tree v = valueize (PHI_ARG_DEF_FROM_EDGE (phi, from));
	  if (!constant_p (v))
	    {
	      r.why = non_constant (used_this);
	      return r;
	    }
	  phis.emplace_back (res, v);
	}
      for (auto &p : phis)
	values[p.first] = p.second;

      edge next = nullptr;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
	      || gimple_code (stmt) == GIMPLE_NOP
	      || gimple_code (stmt) == GIMPLE_PREDICT)
	    continue;
	  if (++steps > step_budget)
	    {
	      r.why = reason::evaluation_too_long;
	      return r;
	    }
	  /* A return's VUSE only says the function may return, it reads
	     nothing of an integer result.  */
	  if (gimple_code (stmt) != GIMPLE_RETURN
	      && (gimple_vuse (stmt) || gimple_vdef (stmt)))
	    {
	      r.why = is_gimple_call (stmt) ? reason::target_calls_function
		      : reason::target_reads_memory;
	      return r;
	    }
	  switch (gimple_code (stmt))
	    {
	    case GIMPLE_ASSIGN:
	      {
		tree v = gimple_fold_stmt_to_constant_1 (stmt, valueize,
							valueize);
		if (!constant_p (v))
		  {
		    r.why = non_constant (used_this);
		    return r;
		  }
		values[gimple_assign_lhs (stmt)] = v;
		break;
	      }
	    case GIMPLE_CALL:
	      {
		/* __builtin_expect (x, y) is x.  */
		gcall *call = as_a<gcall *> (stmt);
		tree v = NULL_TREE;
		if (gimple_call_builtin_p (call, BUILT_IN_EXPECT)
		    || gimple_call_internal_p (call, IFN_BUILTIN_EXPECT))
		  v = valueize (gimple_call_arg (call, 0));
		if (!constant_p (v) || !gimple_call_lhs (call))
		  {
		    r.why = reason::target_calls_function;
		    return r;
		  }
		values[gimple_call_lhs (call)]
		  = fold_convert (TREE_TYPE (gimple_call_lhs (call)), v);
		break;
	      }
	    case GIMPLE_COND:
	      {
		tree l = valueize (gimple_cond_lhs (stmt));
		tree rr = valueize (gimple_cond_rhs (stmt));
		tree v = constant_p (l) && constant_p (rr)
			 ? fold_binary (gimple_cond_code (stmt),
					boolean_type_node, l, rr)
			 : NULL_TREE;
		if (!constant_p (v))
		  {
		    r.why = non_constant (used_this);
		    return r;
		  }
		next = find_taken_edge (bb, v);
		break;
	      }
	    case GIMPLE_SWITCH:
	      {
		tree v = valueize (gimple_switch_index (as_a<gswitch *> (stmt)));
		if (!constant_p (v))
		  {
		    r.why = non_constant (used_this);
		    return r;
		  }
		next = find_taken_edge (bb, v);
		break;
	      }
	    case GIMPLE_RETURN:
	      {
		tree v = gimple_return_retval (as_a<greturn *> (stmt));
		v = v ? valueize (v) : NULL_TREE;
		if (!constant_p (v))
		  {
		    r.why = non_constant (used_this);
		    return r;
		  }
		r.value = fold_convert (result_type, v);
		if (!constant_p (r.value))
		  {
		    r.value = NULL_TREE;
		    r.why = reason::not_a_constant;
		  }
		return r;
	      }
	    default:
	      r.why = reason::target_unevaluated_statements;
	      return r;
	    }
	}
      if (!next)
	{
	  if (!single_succ_p (bb))
	    {
	      r.why = reason::target_unevaluated_control_flow;
	      return r;
	    }
	  next = single_succ_edge (bb);
	}
      if (next->flags & (EDGE_EH | EDGE_ABNORMAL))
	{
	  r.why = reason::target_unevaluated_control_flow;
	  return r;
	}
      from = next;
      bb = next->dest;
    }
  r.why = reason::target_no_return;
  return r;
}

eval_result
evaluate_uncached (cgraph_node *node, const std::vector<tree> &args)
{
  eval_result r;
  cgraph_node *fn = node->function_symbol ();
  tree decl = fn->decl;
  if (fn->thunk)
    {
      r.why = reason::target_is_thunk;
      return r;
    }
  if (!fn->definition || DECL_EXTERNAL (decl) || !fn->has_gimple_body_p ())
    {
      r.why = reason::target_no_body;
      return r;
    }
  tree rtype = TREE_TYPE (TREE_TYPE (decl));
  if (!vcp_value_type_p (rtype))
    {
      r.why = reason::result_not_small_integer;
      return r;
    }
  /* GCC's local pure-const analysis marks a function that writes no
     memory and calls nothing unknown pure (or const, when it reads no
     memory either): only such bodies are worth reading (and keeping in
     memory) at all; the interpreter refuses the reads.  */
  if (!TREE_READONLY (decl) && !DECL_PURE_P (decl))
    {
      r.why = reason::target_writes_memory;
      return r;
    }
  /* The type says how many arguments; the parameters themselves come
     with the body (at WPA it is read from the LTO object here).  */
  unsigned n = 0;
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (decl)); a && a != void_list_node;
       a = TREE_CHAIN (a))
    n++;
  if (n != args.size () + 1)
    {
      r.why = reason::argument_count_mismatch;
      return r;
    }
  /* Reads the body from the LTO object at WPA (it then stays in memory
     and is streamed to LTRANS from there); false when it already is.  */
  fn->get_untransformed_body ();
  tree parm = DECL_ARGUMENTS (decl);
  unsigned np = 0;
  for (tree p = parm; p; p = DECL_CHAIN (p))
    np++;
  if (np != n)
    {
      r.why = reason::argument_count_mismatch;
      return r;
    }
  function *f = DECL_STRUCT_FUNCTION (decl);
  if (!f || !f->cfg || !gimple_in_ssa_p (f))
    {
      r.why = reason::target_no_body;
      return r;
    }
  push_cfun (f);
  std::map<tree, tree> values;
  env = &values;
  used_this = false;
  this_value = ssa_default_def (f, parm);
  unsigned i = 0;
  bool ok = true;
  for (tree p = DECL_CHAIN (parm); p; p = DECL_CHAIN (p), i++)
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (p)))
	{
	  ok = false;
	  break;
	}
      if (tree d = ssa_default_def (f, p))
	values[d] = fold_convert (TREE_TYPE (p), args[i]);
    }
  if (ok)
    r = run (f, rtype, values);
  else
    r.why = reason::argument_not_integer;
  env = nullptr;
  pop_cfun ();
  return r;
}

} // anon namespace

bool
vcp_value_type_p (tree t)
{
  return t && (INTEGRAL_TYPE_P (t) || TREE_CODE (t) == BOOLEAN_TYPE)
	 && TYPE_PRECISION (t) <= 64;
}

eval_result
evaluate_method (cgraph_node *fn, const std::vector<tree> &args)
{
  static std::map<std::pair<cgraph_node *, std::vector<std::string>>,
		  eval_result> cache;
  std::vector<std::string> key;
  for (tree a : args)
    key.push_back (std::to_string ((long long) wi::to_wide (a).to_shwi ()));
  auto k = std::make_pair (fn->function_symbol (), key);
  auto it = cache.find (k);
  if (it != cache.end ())
    return it->second;
  eval_result r = evaluate_uncached (fn, args);
  cache.emplace (k, r);
  return r;
}

} // namespace tigdevirt
