/* allocation-proofs.cc - what each function proves at compile time
   (generate_summary: after early inlining, before the body is streamed):
   the class of each polymorphic call's object, of the pointer it
   returns, of the pointer arguments of its direct calls, and what it
   stores to global pointer variables.  The walk itself is
   allocation-walk.cc; see allocation-types.h.  */

#include "allocation-state.h"
#include "field-types.h"
#include "member-call-types.h"

namespace tigdevirt {

using namespace alloc;

namespace {

/* Is the object OBJ points to an element, or a part of one, of an
   automatic array of class type of the current function, at any index?
   GCC's context gives up on a variable index; the element's class is
   the array's, at OFFSET bits from the element's start.  A declared
   object keeps its type for its whole lifetime (GCC's own rule for
   declared objects: another object built in its storage is reached only
   through launder or the new pointer), and an automatic array is built
   before any statement after its declaration.  */

bool
array_element (tree obj, tree *type, HOST_WIDE_INT *offset)
{
  tree addr = address_of (obj);
  if (!addr)
    return false;
  tree ref = TREE_OPERAND (addr, 0);
  HOST_WIDE_INT off = 0;
  for (; TREE_CODE (ref) == COMPONENT_REF; ref = TREE_OPERAND (ref, 0))
    {
      /* Bases and members of a class, never a union's.  */
      tree field = TREE_OPERAND (ref, 1);
      if (TREE_CODE (TREE_TYPE (TREE_OPERAND (ref, 0))) != RECORD_TYPE
	  || TREE_OPERAND (ref, 2) || !fixed_position_p (field))
	return false;
      off += int_bit_position (field);
    }
  if (TREE_CODE (ref) != ARRAY_REF)
    return false;
  tree elem = TYPE_MAIN_VARIANT (TREE_TYPE (ref));
  tree base = ref;
  while (TREE_CODE (base) == ARRAY_REF)
    base = TREE_OPERAND (base, 0);
  if (!VAR_P (base) || TREE_STATIC (base) || DECL_EXTERNAL (base)
      || !auto_var_in_fn_p (base, current_function_decl)
      || TREE_CODE (elem) != RECORD_TYPE || !TYPE_BINFO (elem)
      || !polymorphic_type_binfo_p (TYPE_BINFO (elem)))
    return false;
  tree t = TREE_TYPE (base);
  while (TREE_CODE (t) == ARRAY_TYPE)
    t = TREE_TYPE (t);
  if (TYPE_MAIN_VARIANT (t) != elem)
    return false;
  *type = elem;
  *offset = off;
  return true;
}

/* Does PTR only ever point at the start of an element of an automatic
   array of class type: the array's address plus constant multiples of
   the element's size, through PHIs and pointer additions (a loop that
   walks the array, as the one that destroys its elements)?  The
   element's class, as for array_element: a pointer past the array's
   end is never called through.  */

bool
array_walk (tree ptr, tree *type)
{
  tree array = NULL_TREE;
  std::vector<tree> work {ptr};
  std::vector<HOST_WIDE_INT> offsets;	/* Bits, from the array's start.  */
  std::set<tree> seen;
  while (!work.empty ())
    {
      tree t = strip_copies (work.back ());
      work.pop_back ();
      if (TREE_CODE (t) == ADDR_EXPR)
	{
	  HOST_WIDE_INT off, size;
	  bool reverse;
	  tree base = get_ref_base_and_extent_hwi (TREE_OPERAND (t, 0), &off,
						   &size, &reverse);
	  if (!base || !VAR_P (base) || (array && base != array))
	    return false;
	  array = base;
	  offsets.push_back (off);
	  continue;
	}
      if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
	return false;
      if (!seen.insert (t).second)
	continue;
      if (seen.size () > 32)
	return false;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gphi *phi = dyn_cast<gphi *> (def))
	{
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    work.push_back (gimple_phi_arg_def (phi, i));
	  continue;
	}
      if (gimple_assign_single_p (def)
	  && TREE_CODE (gimple_assign_rhs1 (def)) == ADDR_EXPR)
	{
	  work.push_back (gimple_assign_rhs1 (def));
	  continue;
	}
      if (!is_gimple_assign (def)
	  || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
	  || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST)
	return false;
      /* A step: sizetype, so a step back is a large unsigned value.  */
      offsets.push_back ((HOST_WIDE_INT) TREE_INT_CST_LOW
			   (gimple_assign_rhs2 (def)) * BITS_PER_UNIT);
      work.push_back (gimple_assign_rhs1 (def));
    }
  if (!array || TREE_STATIC (array) || DECL_EXTERNAL (array)
      || !auto_var_in_fn_p (array, current_function_decl)
      || TREE_CODE (TREE_TYPE (array)) != ARRAY_TYPE)
    return false;
  tree elem = TREE_TYPE (array);
  while (TREE_CODE (elem) == ARRAY_TYPE)
    elem = TREE_TYPE (elem);
  elem = TYPE_MAIN_VARIANT (elem);
  if (TREE_CODE (elem) != RECORD_TYPE || !TYPE_BINFO (elem)
      || !polymorphic_type_binfo_p (TYPE_BINFO (elem))
      || !tree_fits_shwi_p (TYPE_SIZE (elem)) || !tree_to_shwi (TYPE_SIZE (elem)))
    return false;
  HOST_WIDE_INT esize = tree_to_shwi (TYPE_SIZE (elem));
  for (HOST_WIDE_INT o : offsets)
    if (o % esize)
      return false;
  *type = elem;
  return true;
}

/* The class a pointer type T points to, if polymorphic.  */

tree
pointee_class (tree t)
{
  if (!POINTER_TYPE_P (t))
    return NULL_TREE;
  t = TYPE_MAIN_VARIANT (TREE_TYPE (t));
  /* free_lang_data points function types' parameters to an incomplete
     copy of the class, whose canonical type is the class.  */
  if (TREE_CODE (t) == RECORD_TYPE && !TYPE_BINFO (t) && TYPE_CANONICAL (t))
    t = TYPE_MAIN_VARIANT (TYPE_CANONICAL (t));
  return TREE_CODE (t) == RECORD_TYPE && TYPE_BINFO (t)
	 && polymorphic_type_binfo_p (TYPE_BINFO (t)) ? t : NULL_TREE;
}

/* Is REF exactly a global variable of pointer-to-polymorphic-class type
   (not a part of it)?  The variable.  */

tree
global_pointer (tree ref)
{
  HOST_WIDE_INT off, size;
  bool reverse;
  tree base = get_ref_base_and_extent_hwi (ref, &off, &size, &reverse);
  if (!base || !VAR_P (base) || !is_global_var (base) || off
      || size != POINTER_SIZE || !POINTER_TYPE_P (TREE_TYPE (base))
      || !pointee_class (TREE_TYPE (base)))
    return NULL_TREE;
  return base;
}

/* A global variable of pointer-to-polymorphic-class type that REF, a
   stored-to reference, writes to, wholly or in part, or null.  */

tree
stored_global (tree ref)
{
  tree base = get_base_address (ref);
  return base && VAR_P (base) && is_global_var (base)
	 && POINTER_TYPE_P (TREE_TYPE (base))
	 && pointee_class (TREE_TYPE (base)) ? base : NULL_TREE;
}

/* OUT proves class TYPE, with the subobject of class OTR_TYPE at OFFSET
   bits in it (record_type checks that it is there), from SOURCE.  */

bool
prove_class (tree otr_type, tree type, HOST_WIDE_INT offset,
	     proof_source source, allocation_proof &out)
{
  walk_state w;
  w.otr_type = otr_type;
  record_type (w, type, offset);
  if (w.failed)
    return false;
  set_class (out, w.type, w.type_offset);
  out.source = source;
  return true;
}

/* The proof for the polymorphic call STMT of the current function
   (FIELDS: the pointer fields with records).  */

bool
prove_call (tables &tab, const field_records &fields, gcall *stmt,
	    unsigned *budget, allocation_proof &out)
{
  tree ref = gimple_call_fn (stmt);
  if (!ref || TREE_CODE (ref) != OBJ_TYPE_REF)
    return false;
  tree otr_type = TYPE_MAIN_VARIANT (obj_type_ref_class (ref));
  tree type;
  HOST_WIDE_INT offset;
  bool exact;
  /* Made inside an inlined member function, on its `this', whose call
     stated a final class.  */
  if (stated_call_object (stmt, &type, &offset, &exact) && exact
      && prove_class (otr_type, type, offset, proof_source::member_call, out))
    {
      keep_apart_from_icf (current_function_decl);
      return true;
    }
  if (array_element (OBJ_TYPE_REF_OBJECT (ref), &type, &offset)
      || ((offset = 0), array_walk (OBJ_TYPE_REF_OBJECT (ref), &type)))
    return prove_class (otr_type, type, offset, proof_source::declared_array,
			out);
  /* The pointer a global variable held (resolved at the link).  */
  tree obj = strip_copies (OBJ_TYPE_REF_OBJECT (ref));
  if (TREE_CODE (obj) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (obj)
      && gimple_assign_single_p (SSA_NAME_DEF_STMT (obj)))
    {
      tree rhs = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (obj));
      if (tree var = global_pointer (rhs))
	{
	  out.global = var;
	  out.offset = 0;
	  return true;
	}
      /* The pointer a private field held (resolved at the link).  */
      if (loaded_field (fields, rhs, &out.field_record, &out.field_pos))
	{
	  keep_apart_from_icf (current_function_decl);
	  out.offset = 0;
	  out.odr = unit_holder_key (out.field_record);
	  return true;
	}
    }
  return prove_value (tab, OBJ_TYPE_REF_OBJECT (ref),
		      obj_type_ref_class (ref), stmt, budget, out);
}


/* The proof for the pointer the current function (NODE) returns: its
   one return statement returns a proved object.  */

void
prove_return (tables &tab, cgraph_node *node, unsigned *budget)
{
  /* noipa: the user keeps the function's boundary opaque to IPA.  */
  tree result = DECL_RESULT (node->decl);
  if (!result || !pointee_class (TREE_TYPE (result))
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (node->decl)))
    return;
  greturn *ret = nullptr;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (cfun)->preds)
    {
      greturn *r = dyn_cast<greturn *> (last_nondebug_stmt (e->src));
      if (!r || ret)
	return;
      ret = r;
    }
  tree val = ret ? gimple_return_retval (ret) : NULL_TREE;
  allocation_proof p;
  if (val && TREE_CODE (val) == SSA_NAME
      && prove_value (tab, val, pointee_class (TREE_TYPE (result)), ret,
		      budget, p))
    tab.return_proofs[node] = p;
}

/* The declared type of argument I of CALL, or null (a variadic one).  */

tree
formal_type (gcall *call, unsigned i)
{
  tree fntype = gimple_call_fntype (call);
  if (!fntype)
    return NULL_TREE;
  for (tree a = TYPE_ARG_TYPES (fntype); a; a = TREE_CHAIN (a), i--)
    if (!i)
      return TREE_VALUE (a);
  return NULL_TREE;
}

/* The proofs for the pointer arguments of NODE's direct calls that a
   new-expression or a factory of this function made.  */

void
prove_arguments (tables &tab, cgraph_node *node, unsigned *budget)
{
  for (cgraph_edge *e = node->callees; e && *budget; e = e->next_callee)
    {
      gcall *call = e->call_stmt;
      if (!call)
	continue;
      /* `this' of a member call whose object states a final class.  */
      tree stated;
      HOST_WIDE_INT offset;
      if (stated_this_argument (call, &stated, &offset))
	{
	  tree formal = formal_type (call, 0);
	  tree cls = formal ? pointee_class (formal) : NULL_TREE;
	  allocation_proof p;
	  if (cls && prove_class (cls, stated, offset,
				  proof_source::member_call, p))
	    {
	      tab.arg_proofs[std::make_pair (e, 0)] = p;
	      keep_apart_from_icf (current_function_decl);
	    }
	}
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  tree arg = gimple_call_arg (call, i);
	  tree inner = TREE_CODE (arg) == SSA_NAME ? strip_copies (arg) : arg;
	  if (TREE_CODE (inner) == ADDR_EXPR)
	    {
	      /* &MEM[p + C]: a part of the object P points to.  */
	      tree base = get_base_address (TREE_OPERAND (inner, 0));
	      if (!base || TREE_CODE (base) != MEM_REF)
		continue;
	      inner = strip_copies (TREE_OPERAND (base, 0));
	    }
	  /* Cheap test first: only a new-expression's or a call's result,
	     or a PHI of them.  */
	  if (TREE_CODE (inner) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (inner)
	      || (!is_gimple_call (SSA_NAME_DEF_STMT (inner))
		  && gimple_code (SSA_NAME_DEF_STMT (inner)) != GIMPLE_PHI))
	    continue;
	  /* The parameter's declared type: the argument's own may be the
	     void * operator new returned.  */
	  tree formal = formal_type (call, i);
	  tree cls = formal ? pointee_class (formal) : NULL_TREE;
	  allocation_proof p;
	  if (cls && prove_value (tab, arg, cls, call, budget, p))
	    tab.arg_proofs[std::make_pair (e, (int) i)] = p;
	}
    }
}

/* Every store of the current function (NODE) to a global pointer
   variable: the stored value's proof when the store is the whole
   variable, else not proved.  */

void
prove_global_stores (tables &tab, cgraph_node *node, unsigned *budget)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_vdef (stmt))
	  continue;
	auto note = [&] (tree lhs, tree value, cgraph_edge *call)
	  {
	    tree var = lhs ? stored_global (lhs) : NULL_TREE;
	    if (!var)
	      return;
	    global_store st;
	    st.var = var;
	    /* In a constructor or destructor (or inlined from one), the
	       object whose type the walk finds may be a base being built or
	       unbuilt: its type changes after the store.  */
	    if (global_pointer (lhs) != var)
	      ;
	    else if (within_cdtor_p (stmt))
	      st.kind = global_store::in_cdtor;
	    else if (value && integer_zerop (value))
	      st.kind = global_store::null;
	    else if (call && !call->indirect_unknown_callee)
	      {
		st.kind = global_store::proved;
		st.value.returned_by = call;
		tab.factory_calls.insert (call);
	      }
	    else if (value && TREE_CODE (value) == SSA_NAME && *budget
		     && prove_value (tab, value,
				     pointee_class (TREE_TYPE (var)), stmt,
				     budget, st.value))
	      st.kind = global_store::proved;
	    tab.global_stores[node].push_back (st);
	  };
	if (gimple_assign_single_p (stmt))
	  note (gimple_assign_lhs (stmt), gimple_assign_rhs1 (stmt), nullptr);
	else if (gcall *call = dyn_cast<gcall *> (stmt))
	  {
	    cgraph_edge *e = node->get_edge (call);
	    note (gimple_call_lhs (call), NULL_TREE,
		  e && gimple_call_fndecl (call)
		  && !fndecl_built_in_p (gimple_call_fndecl (call))
		  && !gimple_call_from_new_or_delete (call) ? e : nullptr);
	  }
	else if (gasm *as = dyn_cast<gasm *> (stmt))
	  for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
	    note (TREE_VALUE (gimple_asm_output_op (as, i)), NULL_TREE,
		  nullptr);
	else if (is_gimple_assign (stmt))
	  note (gimple_assign_lhs (stmt), NULL_TREE, nullptr);
      }
}

} // anon namespace

void
prove_allocation_types (allocation_facts &facts, const field_records &fields)
{
  tables &tab = facts.tables ();
  for_each_ssa_body ([&tab, &fields] (cgraph_node *node)
    {
      /* Whether a non-final class stated narrows a context here (done
	 again once ipa-prop has recomputed them: member-call-types.h):
	 the function must be kept from ICF before ICF runs.  */
      if (narrow_stated_contexts (node))
	keep_apart_from_icf (node->decl);
      unsigned budget = param_ipa_max_aa_steps;
      for (cgraph_edge *e = node->indirect_calls; e && budget;
	   e = e->next_callee)
	{
	  allocation_proof p;
	  if (edge_polymorphic_call (e) && e->call_stmt
	      && prove_call (tab, fields, e->call_stmt, &budget, p))
	    tab.proofs[e] = p;
	}
      if (budget)
	prove_return (tab, node, &budget);
      if (budget)
	prove_arguments (tab, node, &budget);
      /* Every store, with or without budget: the link needs them all.  */
      prove_global_stores (tab, node, &budget);
    });
  watch_edges (tab);
}

} // namespace tigdevirt
