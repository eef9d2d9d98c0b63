/* guard-versioning.cc - versioning a loop on its invariant speculative
   guard.  See guard-versioning.h.  */

#include "guard-versioning.h"
#include "budget-grid.h"
#include "lto-section.h"
#include "type-graph.h"

namespace tigdevirt {

namespace {

/* The unit's unspent speculation growth over its size, on the grid
   (budget-grid.h).  */
double ratio = 0;

/* At most this many versions deep: a chain of three speculative targets
   (speculate=3) gives four loops.  */
const unsigned max_levels = 3;

/* If COND compares a value defined outside LOOP that IS_VALUE accepts
   (reached in the loop through copies, conversions and OBJ_TYPE_REF, as
   a speculative call's guard does) with a constant address, set VALUE
   and CONSTANT.  */

bool
invariant_guard (class loop *loop, gcond *cond, bool (*is_value) (tree),
		 tree *value, tree *constant)
{
  enum tree_code code = gimple_cond_code (cond);
  if (code != EQ_EXPR && code != NE_EXPR)
    return false;
  tree x = gimple_cond_lhs (cond), c = gimple_cond_rhs (cond);
  if (TREE_CODE (x) == ADDR_EXPR)
    std::swap (x, c);
  if (TREE_CODE (c) != ADDR_EXPR || TREE_CODE (x) != SSA_NAME)
    return false;
  for (int i = 0; i < 4; i++)
    {
      if (TREE_CODE (x) != SSA_NAME)
	return false;
      gimple *def = SSA_NAME_DEF_STMT (x);
      if (SSA_NAME_IS_DEFAULT_DEF (x)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	break;
      gassign *a = dyn_cast<gassign *> (def);
      if (!a)
	return false;
      tree rhs = gimple_assign_rhs1 (a);
      if (gimple_assign_single_p (a) && TREE_CODE (rhs) == OBJ_TYPE_REF)
	x = OBJ_TYPE_REF_EXPR (rhs);
      else if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (a))
	       || gimple_assign_rhs_code (a) == SSA_NAME)
	x = rhs;
      else
	return false;
    }
  if (TREE_CODE (x) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (x))
      || (!SSA_NAME_IS_DEFAULT_DEF (x)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (x))))
      || !is_value (x))
    return false;
  *value = x;
  *constant = c;
  return true;
}

/* Where GUARD is in the source: a speculative call's guard has no
   location of its own, the call it guards has.  */

location_t
guard_location (class loop *loop, gcond *guard)
{
  if (gimple_location (guard) != UNKNOWN_LOCATION)
    return gimple_location (guard);
  tree x = gimple_cond_lhs (guard);
  if (TREE_CODE (x) != SSA_NAME)
    x = gimple_cond_rhs (guard);
  for (int i = 0; i < 4 && TREE_CODE (x) == SSA_NAME
		  && !SSA_NAME_IS_DEFAULT_DEF (x); i++)
    {
      gimple *def = SSA_NAME_DEF_STMT (x);
      if (gimple_location (def) != UNKNOWN_LOCATION)
	return gimple_location (def);
      if (!flow_bb_inside_loop_p (loop, gimple_bb (def))
	  || !gimple_assign_single_p (def))
	break;
      x = gimple_assign_rhs1 (def);
      if (TREE_CODE (x) == OBJ_TYPE_REF)
	x = OBJ_TYPE_REF_EXPR (x);
    }
  return gimple_location (guard);
}

/* What the guard compares with, for the remark: " for B::f" when it is
   a method.  */

std::string
guard_target (tree constant)
{
  tree t = TREE_OPERAND (constant, 0);
  if (TREE_CODE (t) == FUNCTION_DECL)
    return " for " + function_name_of (t);
  return "";
}

/* Does X (a function pointer or a vptr) come from VALUE: through copies,
   conversions, OBJ_TYPE_REF, a slot's address and its load?  */

bool
derived_from (tree x, tree value)
{
  for (int i = 0; i < 8 && x; i++)
    {
      if (x == value)
	return true;
      if (TREE_CODE (x) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (x))
	return false;
      gassign *a = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (x));
      if (!a)
	return false;
      tree rhs = gimple_assign_rhs1 (a);
      enum tree_code code = gimple_assign_rhs_code (a);
      if (TREE_CODE (rhs) == OBJ_TYPE_REF)
	x = OBJ_TYPE_REF_EXPR (rhs);
      else if (TREE_CODE (rhs) == MEM_REF)
	x = TREE_OPERAND (rhs, 0);
      else if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME
	       || code == POINTER_PLUS_EXPR)
	x = rhs;
      else
	return false;
    }
  return false;
}

/* Does LOOP hold an indirect call other than the one whose guard compares
   VALUE (its fallback)?  Each version would have its own copy of it: more
   indirect calls than the compiler alone leaves in the function.  */

bool
other_indirect_call (class loop *loop, tree value)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !found; gsi_next (&gsi))
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi)))
	{
	  if (gimple_call_internal_p (call) || gimple_call_fndecl (call))
	    continue;
	  tree fn = gimple_call_fn (call);
	  if (TREE_CODE (fn) == OBJ_TYPE_REF)
	    fn = OBJ_TYPE_REF_EXPR (fn);
	  found = !derived_from (fn, value);
	}
  free (body);
  return found;
}

/* What to do with one loop: version it on GUARD, or not (WHY_NOT), or
   nothing to do (no guard).  */
struct versioning_decision
{
  gcond *guard = nullptr;
  tree value = NULL_TREE, constant = NULL_TREE;
  unsigned growth = 0;
  const char *why_not = nullptr;
};

versioning_decision
try_version_on_guard (function *fun, class loop *loop, unsigned level,
		      double left, bool (*is_value) (tree))
{
  versioning_decision d;
  /* Innermost loops only, as GCC's unswitching: an outer loop's copy
     holds its inner loops too.  */
  if (loop->inner)
    return d;
  basic_block *body = get_loop_body_in_dom_order (loop);
  for (unsigned i = 0; i < loop->num_nodes && !d.guard; i++)
    if (gcond *c = safe_dyn_cast<gcond *> (last_nondebug_stmt (body[i])))
      if (invariant_guard (loop, c, is_value, &d.value, &d.constant))
	d.guard = c;
  free (body);
  if (!d.guard)
    return d;
  if (level >= max_levels)
    d.why_not = "the loop is a version of a version as deep as allowed";
  else if (!optimize_loop_for_speed_p (loop)
	   || !maybe_hot_bb_p (fun, gimple_bb (d.guard)))
    d.why_not = "the loop is not hot";
  else if (!can_duplicate_loop_p (loop))
    d.why_not = "the loop cannot be copied";
  /* Each version would call it indirectly: never more indirect calls
     than GCC alone leaves, whose loop has one of each.  */
  else if (other_indirect_call (loop, d.value))
    d.why_not = "the loop has another indirect call, which each version "
		"would copy";
  else
    {
      d.growth = tree_num_loop_insns (loop, &eni_size_weights);
      if (d.growth > left)
	d.why_not = "its copy does not fit the speculation budget";
    }
  return d;
}

/* Make every guard of LOOP that compares VALUE with CONSTANT a constant:
   EQUAL says whether they are equal in this loop.  */

void
fold_guards (class loop *loop, tree value, tree constant, bool equal,
	     bool (*is_value) (tree))
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    if (gcond *c = safe_dyn_cast<gcond *> (last_nondebug_stmt (body[i])))
      {
	tree v, k;
	if (!invariant_guard (loop, c, is_value, &v, &k) || v != value
	    || !operand_equal_p (k, constant, 0))
	  continue;
	if ((gimple_cond_code (c) == EQ_EXPR) == equal)
	  gimple_cond_make_true (c);
	else
	  gimple_cond_make_false (c);
	update_stmt (c);
      }
  free (body);
}

/* Version LOOP as D says.  Returns the version where the guard fails (to
   be versioned on the next guard), or null if GCC could not copy it.  */

class loop *
apply_versioning (class loop *loop, const versioning_decision &d,
		  bool (*is_value) (tree))
{
  edge t, f;
  extract_true_false_edges_from_block (gimple_bb (d.guard), &t, &f);
  profile_probability equal = gimple_cond_code (d.guard) == EQ_EXPR
			      ? t->probability : f->probability;
  /* The test's operands as GIMPLE values, before the loop.  */
  gimple_seq seq = NULL;
  tree a = gimple_convert (&seq, ptr_type_node, d.value);
  tree b = gimple_convert (&seq, ptr_type_node, unshare_expr (d.constant));
  if (seq)
    {
      gimple_stmt_iterator gsi
	= gsi_last_bb (loop_preheader_edge (loop)->src);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
    }
  tree cond = build2 (EQ_EXPR, boolean_type_node, a, b);
  location_t loc = guard_location (loop, d.guard);
  tree value = d.value, constant = d.constant;
  initialize_original_copy_tables ();
  basic_block cond_bb = nullptr;
  class loop *copy = loop_version (loop, cond, &cond_bb, equal,
				   equal.invert (), equal, equal.invert (),
				   false);
  if (!copy)
    {
      free_original_copy_tables ();
      return nullptr;
    }
  /* Which loop the test's true edge enters (loop_version gives each
     version a preheader of its own after the test): ask, do not
     assume.  */
  edge ct, cf;
  extract_true_false_edges_from_block (cond_bb, &ct, &cf);
  basic_block to = ct->dest;
  while (to != loop->header && to != copy->header && single_succ_p (to))
    to = single_succ (to);
  bool original_equal = to == loop->header;
  if (gcond *test = safe_dyn_cast<gcond *> (last_nondebug_stmt (cond_bb)))
    gimple_set_location (test, loc);
  update_ssa (TODO_update_ssa);
  free_original_copy_tables ();
  /* Not knowing which is which, both keep their guards: still right.  */
  if (to != loop->header && to != copy->header)
    return nullptr;
  fold_guards (loop, value, constant, original_equal, is_value);
  fold_guards (copy, value, constant, !original_equal, is_value);
  return original_equal ? copy : loop;
}

} // anon namespace

void
note_unspent_speculation_budget (double unspent, double budget,
				 double unit_size)
{
  ratio = budget_on_grid (unspent, budget, unit_size);
}

namespace {

const section_format budget_format
  = {"tigdevirt_gversion", "TGDVGV01", "guard-versioning budget"};

bool
read_budget (lto_file_decl_data *, section_reader &in)
{
  uint32_t millionths = 0;
  if (!in.u32 (millionths) || !in.at_end ())
    return false;
  ratio = millionths / 1e6;
  return true;
}

} // anon namespace

double
versioning_ratio ()
{
  return ratio;
}

void
write_versioning_budget ()
{
  section_writer out;
  out.u32 ((uint32_t) MIN (ratio * 1e6 + 0.5, (double) UINT32_MAX));
  write_section (budget_format, {&out}, !flag_wpa);
}

void
read_versioning_budget ()
{
  read_sections (budget_format, read_budget);
}

unsigned
version_loops_on_guards (function *fun, bool (*is_value) (tree))
{
  unsigned versioned = 0;
  /* The function's share of the budget, measured when first needed.  */
  double left = -1;
  std::vector<std::pair<class loop *, unsigned>> work;
  for_each_loop_innermost_first (fun, [&] (class loop *loop)
    { work.emplace_back (loop, 0); });
  while (!work.empty ())
    {
      class loop *loop = work.back ().first;
      unsigned level = work.back ().second;
      work.pop_back ();
      if (left < 0 && !loop->inner)
	left = ratio * estimate_num_insns_fn (fun->decl, &eni_size_weights);
      versioning_decision d
	= try_version_on_guard (fun, loop, level, left, is_value);
      if (!d.guard)
	continue;
      if (d.why_not)
	{
	  if (dump_enabled_p ())
	    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			     dump_user_location_t::from_location_t
			       (guard_location (loop, d.guard)),
			     "loop not versioned on the loop-invariant "
			     "speculative guard%s: %s\n",
			     guard_target (d.constant).c_str (), d.why_not);
	  continue;
	}
      location_t loc = guard_location (loop, d.guard);
      std::string target = guard_target (d.constant);
      int num = loop->num;
      class loop *failing = apply_versioning (loop, d, is_value);
      if (!failing)
	continue;
      left -= d.growth;
      versioned++;
      if (dump_file)
	fprintf (dump_file, "versioned: loop %d on the guard at line %d "
		 "(growth %u, budget left %.0f)\n", num, LOCATION_LINE (loc),
		 d.growth,
		 left);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (loc),
			 "loop versioned on the speculative guard%s: tested "
			 "once before the loop\n", target.c_str ());
      work.emplace_back (failing, level + 1);
    }
  return versioned;
}

} // namespace tigdevirt
