/* allocation-walk.cc - the walk that proves what a pointer points to
   (compile time): back over the memory states from a statement to the
   new-expression, constructor or factory call that made the object.
   Used by allocation-proofs.cc; see allocation-types.h.

   It is GCC's get_dynamic_type (ipa-polymorphic-call.cc) with one
   rule changed: a call to other code does not make the type found behind
   it a guess, it is only counted.  Everything else that could store a
   vptr into the object and is not a recognized constructor or vptr store
   ends the proof.  The same walk proves a pointer a function returns
   and a pointer argument of a direct call; a pointer that a direct call
   returned is proved back to that call (the factory), and joined with
   the called function's own proof at the link.  */

#include "allocation-state.h"

namespace tigdevirt {
namespace alloc {

/* Through SSA copies and pointer conversions (GCC's walk_ssa_copies is
   not exported).  */

tree
strip_copies (tree op)
{
  for (int i = 0; i < 32 && TREE_CODE (op) == SSA_NAME
		  && !SSA_NAME_IS_DEFAULT_DEF (op); i++)
    {
      gimple *s = SSA_NAME_DEF_STMT (op);
      if (!gimple_assign_single_p (s) && !gimple_assign_cast_p (s))
	break;
      tree rhs = gimple_assign_rhs1 (s);
      if (TREE_CODE (rhs) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (rhs)))
	break;
      op = rhs;
    }
  return op;
}

/* Is SSA name P the result of a new-expression's allocation?  Any
   operator new counts, replaceable or a class's own: the pointer the
   new-expression returns reaches the object it made, wherever its storage
   came from.  */

static bool
allocated_by_new_p (tree p)
{
  if (TREE_CODE (p) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (p))
    return false;
  gcall *call = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (p));
  if (!call || !gimple_call_from_new_or_delete (call))
    return false;
  tree fn = gimple_call_fndecl (call);
  return fn && DECL_IS_OPERATOR_NEW_P (fn);
}

/* Is SSA name P the value a direct call returned (a factory, other than
   operator new), with an edge in the call graph?  That edge, or null.  */

static cgraph_edge *
returned_by_call (tree p)
{
  if (TREE_CODE (p) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (p))
    return nullptr;
  gcall *call = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (p));
  if (!call || gimple_call_internal_p (call) || !gimple_call_fndecl (call)
      || fndecl_built_in_p (gimple_call_fndecl (call))
      || gimple_call_from_new_or_delete (call))
    return nullptr;
  cgraph_node *caller = cgraph_node::get (current_function_decl);
  cgraph_edge *e = caller ? caller->get_edge (call) : nullptr;
  return e && !e->indirect_unknown_callee ? e : nullptr;
}

/* The address TREE is INSTANCE plus a constant: its offset in bits.  */

static bool
offset_from_instance (tree addr, tree instance, HOST_WIDE_INT *offset)
{
  *offset = 0;
  addr = strip_copies (addr);
  if (TREE_CODE (addr) == ADDR_EXPR)
    {
      HOST_WIDE_INT size;
      bool reverse;
      tree base = get_ref_base_and_extent_hwi (TREE_OPERAND (addr, 0),
					       offset, &size, &reverse);
      if (base && VAR_P (base))
	return base == instance;
      if (!base || TREE_CODE (base) != MEM_REF
	  || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
	return false;
      *offset += tree_to_shwi (TREE_OPERAND (base, 1)) * BITS_PER_UNIT;
      addr = strip_copies (TREE_OPERAND (base, 0));
    }
  return addr == instance;
}

/* The address PTR is, through copies and one assignment (an ADDR_EXPR),
   or null.  */

tree
address_of (tree ptr)
{
  tree addr = strip_copies (ptr);
  if (TREE_CODE (addr) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (addr)
      && gimple_assign_single_p (SSA_NAME_DEF_STMT (addr)))
    addr = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (addr));
  return TREE_CODE (addr) == ADDR_EXPR ? addr : NULL_TREE;
}

/* Is PTR the address of a variable, or of a part of one at a constant
   offset (through copies)?  The variable; *OFFSET is set to the part's
   offset in bits.  */

static tree
variable_at (tree ptr, HOST_WIDE_INT *offset)
{
  tree addr = address_of (ptr);
  if (!addr)
    return NULL_TREE;
  HOST_WIDE_INT size;
  bool reverse;
  tree base = get_ref_base_and_extent_hwi (TREE_OPERAND (addr, 0), offset,
					   &size, &reverse);
  return base && VAR_P (base) ? base : NULL_TREE;
}

/* Record that the object at INSTANCE has class TYPE with the called
   subobject at OFFSET (GCC's record_known_type): a type that holds the
   called class as a member, not a base, is walked inwards first; two
   different types on two paths end the proof.  */

void
record_type (walk_state &w, tree type, HOST_WIDE_INT offset)
{
  ipa_polymorphic_call_context ctx;
  ctx.offset = offset;
  ctx.outer_type = TYPE_MAIN_VARIANT (type);
  ctx.maybe_in_construction = false;
  ctx.maybe_derived_type = false;
  ctx.dynamic = true;
  if (!ctx.restrict_to_inner_class (w.otr_type) || ctx.maybe_derived_type
      || !ctx.outer_type)
    {
      w.failed = true;
      return;
    }
  type = TYPE_MAIN_VARIANT (ctx.outer_type);
  if (w.type && (!types_same_for_odr (w.type, type)
		 || w.type_offset != ctx.offset))
    {
      w.failed = true;
      return;
    }
  w.type = type;
  w.type_offset = ctx.offset;
}

/* A store of a vtable address into the vptr at W's offset: its class
   (GCC's extr_type_from_vtbl_ptr_store, for an SSA instance).  Returns
   true if the statement was understood: it does not touch the vptr, or
   it stores a known vtable there (recorded).  */

static bool
vptr_store (gimple *stmt, walk_state &w, bool *stores)
{
  *stores = false;
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (lhs) != COMPONENT_REF
      || !DECL_VIRTUAL_P (TREE_OPERAND (lhs, 1)))
    return false;
  poly_int64 off, size, max_size;
  bool reverse;
  tree base = get_ref_base_and_extent (lhs, &off, &size, &max_size,
				       &reverse);
  HOST_WIDE_INT offset;
  if (!base || !off.is_constant (&offset)
      || maybe_ne (size, POINTER_SIZE) || maybe_ne (max_size, POINTER_SIZE))
    return false;
  /* Into a variable (the instance), or through a pointer to it.  */
  if (base != w.instance)
    {
      if (TREE_CODE (base) != MEM_REF
	  || strip_copies (TREE_OPERAND (base, 0)) != w.instance
	  || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
	return false;
      offset += tree_to_shwi (TREE_OPERAND (base, 1)) * BITS_PER_UNIT;
    }
  if (offset != w.offset)
    /* Another vptr of the same object.  */
    return offset + POINTER_SIZE <= w.offset
	   || w.offset + POINTER_SIZE <= offset;
  tree vtable;
  unsigned HOST_WIDE_INT offset2;
  if (!vtable_pointer_value_to_vtable (rhs, &vtable, &offset2))
    return false;
  tree binfo = subbinfo_with_vtable_at_offset
		 (TYPE_BINFO (DECL_CONTEXT (vtable)), offset2, vtable);
  if (!binfo)
    /* A construction vtable: the object is still being built.  */
    return false;
  *stores = true;
  /* The stored vptr is that of the subobject at BINFO_OFFSET in an
     object of the vtable's class.  */
  record_type (w, DECL_CONTEXT (vtable),
	       tree_to_shwi (BINFO_OFFSET (binfo)) * BITS_PER_UNIT);
  return true;
}

/* Called by walk_to_source on each statement that may clobber the
   vptr: true stops the walk along this path.  */

static bool
check_stmt (ao_ref *, tree vdef, void *data)
{
  walk_state &w = *(walk_state *) data;
  if (w.failed)
    return true;
  gimple *stmt = SSA_NAME_DEF_STMT (vdef);
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      if (gimple_call_flags (call) & (ECF_CONST | ECF_PURE))
	return false;
      tree fn = gimple_call_fndecl (call);
      HOST_WIDE_INT offset;
      if (fn && TREE_CODE (TREE_TYPE (fn)) == METHOD_TYPE
	  && (DECL_CXX_CONSTRUCTOR_P (fn) || DECL_CXX_DESTRUCTOR_P (fn))
	  && gimple_call_num_args (call)
	  && offset_from_instance (gimple_call_arg (call, 0), w.instance,
				   &offset))
	{
	  /* A constructor of a part that covers the called subobject's
	     vptr: the type.  A destructor that covers it: the object is
	     going away, no proof.  A part elsewhere in the object (a member
	     object) does not touch that vptr: like any other call.  */
	  tree type = TYPE_METHOD_BASETYPE (TREE_TYPE (fn));
	  if (!TYPE_SIZE (type) || !tree_fits_shwi_p (TYPE_SIZE (type)))
	    {
	      w.failed = true;
	      return true;
	    }
	  if (offset <= w.offset
	      && offset + tree_to_shwi (TYPE_SIZE (type)) > w.offset)
	    {
	      if (DECL_CXX_CONSTRUCTOR_P (fn))
		record_type (w, type, w.offset - offset);
	      else
		w.failed = true;
	      return true;
	    }
	}
      /* Any other call: under the C++ rule it cannot change the type the
	 pointer reaches (allocation-types.h).  */
      w.calls++;
      return false;
    }
  if (gimple_clobber_p (stmt))
    return false;
  bool stores;
  if (vptr_store (stmt, w, &stores))
    return stores;
  /* A store we cannot read that may write the vptr (GCC's
     noncall_stmt_may_be_vtbl_ptr_store after inlining).  */
  if (is_gimple_assign (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt);
      if (!AGGREGATE_TYPE_P (TREE_TYPE (lhs))
	  && ((flag_strict_aliasing && !POINTER_TYPE_P (TREE_TYPE (lhs)))
	      || (TREE_CODE (lhs) == COMPONENT_REF
		  && !DECL_VIRTUAL_P (TREE_OPERAND (lhs, 1)))))
	return false;
    }
  w.failed = true;
  return true;
}

/* Walk the memory states back from VDEF as GCC's walk_aliased_vdefs
   does, calling check_stmt on each statement that may clobber AO, but
   ending a path at W's source whatever the alias oracle says of it: the
   factory's call defines the instance, so nothing above it concerns the
   object.  (From GCC 13, modref knows that a factory writes only the
   memory it allocates, so the oracle says its call does not clobber the
   object, and walk_aliased_vdefs would walk on past it to the entry.)
   Returns the statements walked so far, or -1 once LIMIT is reached.  */

static int
walk_to_source (ao_ref *ao, tree vdef, walk_state &w, bitmap visited,
		bool *entry_reached, unsigned limit, unsigned walked)
{
  while (bitmap_set_bit (visited, SSA_NAME_VERSION (vdef)))
    {
      gimple *def = SSA_NAME_DEF_STMT (vdef);
      if (gimple_nop_p (def))
	{
	  *entry_reached = true;
	  break;
	}
      if (gphi *phi = dyn_cast<gphi *> (def))
	{
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      int r = walk_to_source (ao, gimple_phi_arg_def (phi, i), w,
				      visited, entry_reached, limit, walked);
	      if (r < 0)
		return -1;
	      walked = r;
	    }
	  break;
	}
      if (++walked == limit)
	return -1;
      if (def == w.source)
	{
	  /* The factory's call: what it returned is proved at the link.  */
	  w.source_reached = true;
	  break;
	}
      if (stmt_may_clobber_ref_p_1 (def, ao) && check_stmt (ao, vdef, &w))
	break;
      vdef = gimple_vuse (def);
    }
  return walked;
}

/* Set OUT's class to TYPE, the called subobject at OFFSET bits.  The
   link finds the class by its name (unit_class_key: the ODR name, set by
   free_lang_data, so only when compiling for LTO; for a class of an
   anonymous namespace its vtable's name, taken with the unit); a compile
   without -flto uses the tree.  */

void
set_class (allocation_proof &out, tree type, HOST_WIDE_INT offset)
{
  out.type = type;
  out.odr = unit_class_key (type);
  out.offset = offset;
}

/* The proof for the object pointer PTR points to, as seen at statement
   AT of the current function: the object's class, when a new-expression
   of this function made it, or the call that returned it.  OTR_TYPE: the
   class of the subobject PTR points to (a polymorphic call's class, the
   pointee type of an argument or a returned pointer).  */

static bool
prove_value_at (tables &tab, tree ptr, tree otr_type, gimple *at, tree vuse,
		unsigned *budget, allocation_proof &out)
{
  if (!vuse || !otr_type || TREE_CODE (otr_type) != RECORD_TYPE
      || !polymorphic_type_binfo_p (TYPE_BINFO (otr_type)))
    return false;
  tree instance = NULL_TREE;
  HOST_WIDE_INT offset;
  ipa_polymorphic_call_context ctx (current_function_decl, ptr, at,
				    &instance);
  if (ctx.invalid || !instance)
    return false;
  offset = ctx.offset;
  /* A pointer into a variable (placement new into a declared buffer):
     the variable is the instance.  */
  if (tree var = variable_at (ptr, &offset))
    instance = var;
  else if (TREE_CODE (instance) != SSA_NAME)
    return false;
  /* The source: a new-expression, a factory's call, or else any storage
     the walk finds a construction on, on every path (placement new, a
     constructor's `this').  */
  bool by_new = allocated_by_new_p (instance);
  cgraph_edge *factory = by_new ? nullptr : returned_by_call (instance);
  walk_state w;
  w.instance = instance;
  w.source = factory ? factory->call_stmt : nullptr;
  w.offset = offset;
  w.otr_type = TYPE_MAIN_VARIANT (otr_type);
  ao_ref ao;
  ao_ref_init_from_ptr_and_size (&ao, ptr, NULL);
  ao.size = POINTER_SIZE;
  ao.max_size = ao.size;
  /* As GCC's get_dynamic_type: a store the alias oracle proves cannot
     reach a vptr of this object is not looked at.  */
  ao.base_alias_set = get_alias_set (ctx.outer_type ? ctx.outer_type
				     : otr_type);
  if (TYPE_BINFO (otr_type) && BINFO_VTABLE (TYPE_BINFO (otr_type)))
    ao.ref_alias_set
      = get_alias_set (TREE_TYPE (BINFO_VTABLE (TYPE_BINFO (otr_type))));
  bool entry_reached = false;
  bitmap visited = BITMAP_ALLOC (NULL);
  int walked = walk_to_source (&ao, vuse, w, visited, &entry_reached,
			       *budget + 1, 0);
  BITMAP_FREE (visited);
  if (walked < 0)
    {
      *budget = 0;
      return false;
    }
  *budget -= MIN ((unsigned) walked, *budget);
  /* The allocation (or the factory's call) is in this function, so every
     path back from the call meets it before the entry; a path that ended
     at the factory's call and one at a constructor prove nothing
     together.  */
  if (w.failed || entry_reached || (w.type && w.source_reached)
      || (!w.type && !w.source_reached))
    return false;
  out.calls_crossed = w.calls;
  if (w.source_reached)
    {
      out.returned_by = factory;
      out.offset = w.offset;
      tab.factory_calls.insert (factory);
      return true;
    }
  set_class (out, w.type, w.type_offset);
  if (!by_new)
    out.source = proof_source::construction;
  return true;
}

/* The memory state at the end of edge E: the virtual PHI's argument,
   or, when the block has none (every edge brings the same state), the
   first one a statement of the block uses.  */

static tree
incoming_vuse (edge e)
{
  for (gphi_iterator gsi = gsi_start_phis (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e);
  for (gimple_stmt_iterator gsi = gsi_start_bb (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (tree vuse = gimple_vuse (gsi_stmt (gsi)))
      return vuse;
  return NULL_TREE;
}

/* The proof for the object pointer PTR points to at statement AT (see
   prove_value_at).  A PHI of pointers (a function with several returns,
   a value chosen on two paths) is proved when every incoming pointer is,
   each at the end of its edge, to the same class at the same offset; a
   null pointer, never called through, adds nothing.  */

bool
prove_value (tables &tab, tree ptr, tree otr_type, gimple *at,
	     unsigned *budget, allocation_proof &out, int depth)
{
  tree p = TREE_CODE (ptr) == SSA_NAME ? strip_copies (ptr) : ptr;
  gphi *phi = TREE_CODE (p) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (p)
	      ? dyn_cast<gphi *> (SSA_NAME_DEF_STMT (p)) : nullptr;
  if (!phi)
    return prove_value_at (tab, ptr, otr_type, at, gimple_vuse (at), budget,
			   out);
  if (depth >= 4)
    return false;
  std::vector<allocation_proof> alternatives;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (integer_zerop (arg))
	continue;
      allocation_proof q;
      edge e = gimple_phi_arg_edge (phi, i);
      if (TREE_CODE (arg) != SSA_NAME
	  || !(dyn_cast<gphi *> (SSA_NAME_DEF_STMT (strip_copies (arg)))
	       ? prove_value (tab, arg, otr_type, at, budget, q, depth + 1)
	       : prove_value_at (tab, arg, otr_type, at, incoming_vuse (e),
				 budget, q))
	  || q.global)
	return false;
      /* Flat: a nested PHI's alternatives join this one's.  */
      if (!q.any_of)
	alternatives.push_back (q);
      else
	alternatives.insert (alternatives.end (), q.any_of->begin (),
			     q.any_of->end ());
    }
  /* Joined at the link: one class or a set (resolve).  */
  if (alternatives.empty () || alternatives.size () > 16)
    return false;
  if (alternatives.size () == 1)
    out = alternatives[0];
  else
    {
      out = allocation_proof ();
      out.any_of = keep_alternatives (tab, std::move (alternatives));
    }
  return true;
}

} // namespace alloc
} // namespace tigdevirt
