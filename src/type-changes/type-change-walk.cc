/* type-change-walk.cc - which functions may change an object's dynamic
   type by their own statements (compile time: every body after early
   inlining).  See type-changes.h; the flag flows over the call graph at
   the link (type-changes/type-changes.cc).  */

#include "type-change-state.h"
#include "placement-census.h"

namespace tigdevirt {
namespace tchange {

namespace {

/* Does pointer PTR point to (or, an address, take) an object whose type
   contains a polymorphic class?  */

bool
polymorphic_pointee_p (tree ptr)
{
  tree t;
  if (TREE_CODE (ptr) == ADDR_EXPR)
    t = TREE_TYPE (TREE_OPERAND (ptr, 0));
  else if (POINTER_TYPE_P (TREE_TYPE (ptr)))
    t = TREE_TYPE (TREE_TYPE (ptr));
  else
    return false;
  return contains_polymorphic_type_p (t);
}

/* A vtable pointer's type: pointer to pointer to function.  */

bool
vtbl_ptr_type_p (tree t)
{
  return POINTER_TYPE_P (t) && POINTER_TYPE_P (TREE_TYPE (t))
	 && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (TREE_TYPE (t)));
}

/* Is the store to LHS confined to a field whose type holds no vptr?
   The selectors above that field may only pick parts of it: fields, and
   elements of arrays that are not the last member of their struct (an
   index past such an array's end would be undefined; past a trailing
   array, code reaches the storage after the object on purpose).  */

bool
within_plain_field_p (tree lhs)
{
  for (tree r = lhs; ; r = TREE_OPERAND (r, 0))
    {
      if (TREE_CODE (r) == COMPONENT_REF)
	{
	  tree field = TREE_OPERAND (r, 1);
	  if (!contains_polymorphic_type_p (TREE_TYPE (field)))
	    return true;
	}
      else if (TREE_CODE (r) != ARRAY_REF || array_ref_may_extend_p (r))
	return false;
    }
}

/* Why a store to LHS (by STMT) may change the dynamic type of an object the
   current function did not create (r_none if it cannot).  */

unsigned
store_changes (tree lhs, gimple *stmt)
{
  if (TREE_CODE (lhs) == SSA_NAME || is_gimple_reg (lhs))
    return r_none;
  bool poly_union = false;
  for (tree r = lhs; handled_component_p (r); r = TREE_OPERAND (r, 0))
    {
      tree ot = TREE_TYPE (TREE_OPERAND (r, 0));
      if ((TREE_CODE (ot) == UNION_TYPE || TREE_CODE (ot) == QUAL_UNION_TYPE)
	  && contains_polymorphic_type_p (ot))
	poly_union = true;
    }
  unsigned why = r_none;
  tree type = TREE_TYPE (lhs);
  if ((TREE_CODE (lhs) == COMPONENT_REF
       && DECL_VIRTUAL_P (TREE_OPERAND (lhs, 1)))
      || vtbl_ptr_type_p (type))
    {
      /* A destructor's stores unbuild an object nothing may use after
	 it (placement-census.h).  */
      tree origin = statement_origin (stmt);
      if (TREE_CODE (origin) == FUNCTION_DECL
	  && DECL_CXX_DESTRUCTOR_P (origin))
	return r_none;
      why = r_vptr_store;
    }
  else if (AGGREGATE_TYPE_P (type))
    {
      /* A copy of a whole object, or raw bytes (a folded memcpy) over a
	 pointer to one; not a store confined to a field that holds no
	 vptr (p->anchor = v).  */
      tree base = lhs;
      while (handled_component_p (base))
	base = TREE_OPERAND (base, 0);
      if (contains_polymorphic_type_p (type)
	  || ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	      && polymorphic_pointee_p (TREE_OPERAND (base, 0))
	      && !within_plain_field_p (lhs)))
	why = r_raw_write;
    }
  if (why == r_none && poly_union)
    why = r_union;
  if (why == r_none || fresh_object_p (lhs, true))
    return r_none;
  return why;
}

bool
raw_write_builtin_p (tree fn)
{
  if (!fn || !fndecl_built_in_p (fn, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (fn))
    {
    case BUILT_IN_MEMCPY: case BUILT_IN_MEMCPY_CHK:
    case BUILT_IN_MEMMOVE: case BUILT_IN_MEMMOVE_CHK:
    case BUILT_IN_MEMPCPY: case BUILT_IN_MEMPCPY_CHK:
    case BUILT_IN_MEMSET: case BUILT_IN_MEMSET_CHK:
    case BUILT_IN_BZERO: case BUILT_IN_BCOPY:
      return true;
    default:
      return false;
    }
}

} // anon namespace

/* Why statement STMT of the current function may change the dynamic
   type of an object the function did not create.  */

unsigned
stmt_changes (gimple *stmt)
{
  if (gimple_clobber_p (stmt))
    return r_none;
  if (gasm *a = dyn_cast<gasm *> (stmt))
    {
      if (gimple_asm_clobbers_memory_p (a))
	return r_asm;
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	if (store_changes (TREE_VALUE (gimple_asm_output_op (a, i)), stmt))
	  return r_asm;
      return r_none;
    }
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      tree fn = gimple_call_fndecl (call);
      unsigned nargs = gimple_call_num_args (call);
      if (fn && TREE_CODE (TREE_TYPE (fn)) == METHOD_TYPE
	  && DECL_CXX_CONSTRUCTOR_P (fn) && nargs
	  && !fresh_pointer_p (gimple_call_arg (call, 0), true))
	return r_ctor;
      /* bcopy's destination is its second argument.  */
      if (raw_write_builtin_p (fn) && nargs >= 2)
	{
	  tree dest = gimple_call_arg
	    (call, DECL_FUNCTION_CODE (fn) == BUILT_IN_BCOPY ? 1 : 0);
	  if (polymorphic_pointee_p (dest) && !fresh_pointer_p (dest, true))
	    return r_raw_write;
	}
      tree lhs = gimple_call_lhs (call);
      if (lhs && TREE_CODE (lhs) != SSA_NAME)
	{
	  unsigned why = store_changes (lhs, stmt);
	  if (why && gimple_call_return_slot_opt_p (call))
	    return r_return_slot;
	  return why;
	}
      return r_none;
    }
  if (gimple_assign_single_p (stmt) && gimple_vdef (stmt))
    return store_changes (gimple_assign_lhs (stmt), stmt);
  return r_none;
}

} // namespace tchange

using namespace tchange;

void
note_type_changes (type_change_facts &facts)
{
  tables &tab = facts.tables ();
  for_each_ssa_body ([&tab] (cgraph_node *node)
    {
      unsigned why = r_none;
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	     !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	  why = stmt_changes (gsi_stmt (gsi));
      tab.local.put (node, why);
    });
}

} // namespace tigdevirt
