/* allocation-types.cc - proving a call's dynamic type from the
   new-expression that made its object.  See allocation-types.h.

   The walk is GCC's get_dynamic_type (ipa-polymorphic-call.cc) with one
   rule changed: a call to other code does not make the type found behind
   it a guess, it is only counted.  Everything else that could store a
   vptr into the object and is not a recognized constructor or vptr store
   ends the proof.  The same walk proves a pointer a function returns
   and a pointer argument of a direct call; a pointer that a direct call
   returned is proved back to that call (the factory), and joined with
   the called function's own proof at the link.

   Section ".gnu.lto_tigdevirt_types..." (lto-section.h): "TGDVAT04",
   u32 nfuncs, then for each function with a body and some proof: u32
   symtab encoder reference, u32 number of indirect edges, u32 number of
   direct edges (callees), the proof of the returned pointer, then per
   indirect edge in list order its proof, then u32 count of argument
   proofs, each u32 direct edge index, u32 argument index and the proof.
   A proof is a byte 0 (none), 1 followed by the class's ODR name (lstr),
   the offset in bits (i64) and the calls crossed (uleb), 3 followed by
   the same for an element of a declared array, 4 followed by the same
   for a construction on other storage (allocation-types.h), or 2 followed
   by the index of the direct edge that returned the object (u32), the
   offset (i64) and the calls crossed (uleb), or 5 followed by the
   symtab encoder reference of a global variable the pointer was loaded
   from (u32), the offset (i64) and the calls crossed (uleb), or 6
   followed by a count (uleb, 2 to 16) of alternatives, each a proof of
   another kind (a PHI of pointers: all must give the same class).  After the
   argument proofs, u32 count of stores to global pointer variables,
   each the variable's encoder reference (u32), uleb 0 (a value not
   proved), 1 (a null pointer), 2 followed by the stored value's proof,
   or 3 (a store in a constructor or destructor).
   A function whose edge counts differ at the link is ignored, as for
   call locations.  */

#include "allocation-types.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const char section_name[] = "tigdevirt_types";
const char magic[] = "TGDVAT04";

/* Per indirect edge, per (direct edge, argument), per function.  */
std::map<cgraph_edge *, allocation_proof> proofs;
std::map<std::pair<cgraph_edge *, int>, allocation_proof> arg_proofs;
std::map<cgraph_node *, allocation_proof> return_proofs;
/* Every store of a function to a global pointer variable (its decl):
   the stored value's proof, or null (not proved; STORED_NULL: a null
   pointer, which no call is made through).  */
struct global_store
{
  tree var;
  enum { unknown, null, proved, in_cdtor } kind = unknown;
  allocation_proof value;
};
std::map<cgraph_node *, std::vector<global_store>> global_stores;
/* The alternatives of PHI proofs (allocation_proof::any_of), kept for the
   whole compile or link: most proofs have none, and a pointer keeps them
   small.  */
std::deque<std::vector<allocation_proof>> alternative_lists;

const std::vector<allocation_proof> *
keep_alternatives (std::vector<allocation_proof> &&v)
{
  alternative_lists.push_back (std::move (v));
  return &alternative_lists.back ();
}
/* The direct edges some proof names as the call that returned it.  */
std::set<cgraph_edge *> factory_calls;
/* What each function returns, once resolved (resolve_return); a
   function being resolved is in the map unresolved, so a cycle proves
   nothing.  Forgotten when a node or a factory's edge goes, whose
   address a new one may reuse.  */
std::map<cgraph_node *, std::pair<bool, proved_type>> returned;
/* What each global pointer variable holds, once resolved
   (resolve_global).  */
std::map<varpool_node *, std::pair<bool, proved_type>> global_types;
/* Why a global variable's class is not proved (unresolved_global).  */
std::map<tree, const char *> global_why;
cgraph_edge_hook_list *edge_hook;
cgraph_node_hook_list *node_hook;

/* Does P (or one of its alternatives) name call edge E as the call that
   returned the object?  */

bool
names_edge (const allocation_proof &p, cgraph_edge *e)
{
  if (p.returned_by == e)
    return true;
  if (p.any_of)
    for (const allocation_proof &q : *p.any_of)
      if (q.returned_by == e)
	return true;
  return false;
}

/* Note the factory calls P names, so that their removal is seen.  */

void
note_factory_calls (const allocation_proof &p)
{
  if (p.returned_by)
    factory_calls.insert (p.returned_by);
  if (p.any_of)
    for (const allocation_proof &q : *p.any_of)
      if (q.returned_by)
	factory_calls.insert (q.returned_by);
}

template<typename M>
void
forget_returned_by (M &m, cgraph_edge *e)
{
  for (auto it = m.begin (); it != m.end ();)
    if (names_edge (it->second, e))
      it = m.erase (it);
    else
      ++it;
}

void
forget_edge (cgraph_edge *e, void *)
{
  proofs.erase (e);
  arg_proofs.erase (arg_proofs.lower_bound (std::make_pair (e, INT_MIN)),
		    arg_proofs.upper_bound (std::make_pair (e, INT_MAX)));
  /* Rare: a proof must not keep a pointer to a freed edge.  */
  if (factory_calls.erase (e))
    {
      returned.clear ();
      global_types.clear ();
      forget_returned_by (proofs, e);
      forget_returned_by (arg_proofs, e);
      forget_returned_by (return_proofs, e);
      for (auto &kv : global_stores)
	for (global_store &st : kv.second)
	  if (st.kind == global_store::proved && names_edge (st.value, e))
	    st.kind = global_store::unknown;
    }
}

void
forget_node (cgraph_node *n, void *)
{
  return_proofs.erase (n);
  if (global_stores.erase (n))
    global_types.clear ();
  if (returned.count (n))
    {
      returned.clear ();
      global_types.clear ();
    }
}

void
watch_edges ()
{
  if (!edge_hook
      && (!proofs.empty () || !arg_proofs.empty ()
	  || !return_proofs.empty () || !global_stores.empty ()))
    {
      edge_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
      node_hook = symtab->add_cgraph_removal_hook (forget_node, NULL);
    }
}

} // anon namespace

void
release_allocation_types ()
{
  if (edge_hook)
    {
      symtab->remove_edge_removal_hook (edge_hook);
      symtab->remove_cgraph_removal_hook (node_hook);
      edge_hook = nullptr;
      node_hook = nullptr;
    }
  /* Swapped with empty ones: clear () keeps a vector's capacity.  */
  std::map<cgraph_edge *, allocation_proof> ().swap (proofs);
  std::map<std::pair<cgraph_edge *, int>, allocation_proof> ().swap
    (arg_proofs);
  std::map<cgraph_node *, allocation_proof> ().swap (return_proofs);
  std::map<cgraph_node *, std::vector<global_store>> ().swap (global_stores);
  std::deque<std::vector<allocation_proof>> ().swap (alternative_lists);
  std::set<cgraph_edge *> ().swap (factory_calls);
  std::map<cgraph_node *, std::pair<bool, proved_type>> ().swap (returned);
  std::map<varpool_node *, std::pair<bool, proved_type>> ().swap
    (global_types);
  std::map<tree, const char *> ().swap (global_why);
}

namespace {

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

bool
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

cgraph_edge *
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

struct walk_state
{
  /* The SSA name operator new or a factory returned; the factory's
     call, or null.  */
  tree instance;
  gimple *source = nullptr;
  bool source_reached = false;
  HOST_WIDE_INT offset;		/* Bits: the called subobject's vptr.  */
  tree otr_type;
  tree type = NULL_TREE;	/* The class found, and its offset.  */
  HOST_WIDE_INT type_offset = 0;
  unsigned calls = 0;
  bool failed = false;
};

/* The address TREE is INSTANCE plus a constant: its offset in bits.  */

bool
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

tree
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

bool
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

bool
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

int
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
   link finds the class by its ODR name (set by free_lang_data, so only
   when compiling for LTO); a compile without -flto uses the tree.  A
   class of an anonymous namespace has no name that is unique in the
   link: it is not streamed.  */

void
set_class (allocation_proof &out, tree type, HOST_WIDE_INT offset)
{
  out.type = type;
  tree name = TYPE_NAME (type);
  if (name && TREE_CODE (name) == TYPE_DECL
      && DECL_ASSEMBLER_NAME_SET_P (name)
      && !type_in_anonymous_namespace_p (type)
      && strcmp (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name)), "<anon>"))
    out.odr = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name));
  out.offset = offset;
}

/* The proof for the object pointer PTR points to, as seen at statement
   AT of the current function: the object's class, when a new-expression
   of this function made it, or the call that returned it.  OTR_TYPE: the
   class of the subobject PTR points to (a polymorphic call's class, the
   pointee type of an argument or a returned pointer).  */

bool
prove_value_at (tree ptr, tree otr_type, gimple *at, tree vuse,
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
      factory_calls.insert (factory);
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

tree
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
prove_value (tree ptr, tree otr_type, gimple *at, unsigned *budget,
	     allocation_proof &out, int depth = 0)
{
  tree p = TREE_CODE (ptr) == SSA_NAME ? strip_copies (ptr) : ptr;
  gphi *phi = TREE_CODE (p) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (p)
	      ? dyn_cast<gphi *> (SSA_NAME_DEF_STMT (p)) : nullptr;
  if (!phi)
    return prove_value_at (ptr, otr_type, at, gimple_vuse (at), budget, out);
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
	       ? prove_value (arg, otr_type, at, budget, q, depth + 1)
	       : prove_value_at (arg, otr_type, at, incoming_vuse (e), budget,
				 q))
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
      out.any_of = keep_alternatives (std::move (alternatives));
    }
  return true;
}

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
	  || TREE_OPERAND (ref, 2) || !tree_fits_shwi_p (bit_position (field)))
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

/* The proof for the polymorphic call STMT of the current function.  */

bool
prove_call (gcall *stmt, unsigned *budget, allocation_proof &out)
{
  tree ref = gimple_call_fn (stmt);
  if (!ref || TREE_CODE (ref) != OBJ_TYPE_REF)
    return false;
  tree type;
  HOST_WIDE_INT offset;
  if (array_element (OBJ_TYPE_REF_OBJECT (ref), &type, &offset)
      || ((offset = 0), array_walk (OBJ_TYPE_REF_OBJECT (ref), &type)))
    {
      walk_state w;
      w.otr_type = TYPE_MAIN_VARIANT (obj_type_ref_class (ref));
      record_type (w, type, offset);
      if (w.failed)
	return false;
      set_class (out, w.type, w.type_offset);
      out.source = proof_source::declared_array;
      return true;
    }
  /* The pointer a global variable held (resolved at the link).  */
  tree obj = strip_copies (OBJ_TYPE_REF_OBJECT (ref));
  if (TREE_CODE (obj) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (obj)
      && gimple_assign_single_p (SSA_NAME_DEF_STMT (obj)))
    if (tree var = global_pointer (gimple_assign_rhs1
				   (SSA_NAME_DEF_STMT (obj))))
      {
	out.global = var;
	out.offset = 0;
	return true;
      }
  return prove_value (OBJ_TYPE_REF_OBJECT (ref), obj_type_ref_class (ref),
		      stmt, budget, out);
}


/* The proof for the pointer the current function (NODE) returns: its
   one return statement returns a proved object.  */

void
prove_return (cgraph_node *node, unsigned *budget)
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
      && prove_value (val, pointee_class (TREE_TYPE (result)), ret, budget,
		      p))
    return_proofs[node] = p;
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
prove_arguments (cgraph_node *node, unsigned *budget)
{
  for (cgraph_edge *e = node->callees; e && *budget; e = e->next_callee)
    {
      gcall *call = e->call_stmt;
      if (!call)
	continue;
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
	  if (cls && prove_value (arg, cls, call, budget, p))
	    arg_proofs[std::make_pair (e, (int) i)] = p;
	}
    }
}

/* Every store of the current function (NODE) to a global pointer
   variable: the stored value's proof when the store is the whole
   variable, else not proved.  */

void
prove_global_stores (cgraph_node *node, unsigned *budget)
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
		factory_calls.insert (call);
	      }
	    else if (value && TREE_CODE (value) == SSA_NAME && *budget
		     && prove_value (value, pointee_class (TREE_TYPE (var)),
				     stmt, budget, st.value))
	      st.kind = global_store::proved;
	    global_stores[node].push_back (st);
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
prove_allocation_types ()
{
  for_each_ssa_body ([] (cgraph_node *node)
    {
      unsigned budget = param_ipa_max_aa_steps;
      for (cgraph_edge *e = node->indirect_calls; e && budget;
	   e = e->next_callee)
	{
	  allocation_proof p;
	  if (edge_polymorphic_call (e) && e->call_stmt
	      && prove_call (e->call_stmt, &budget, p))
	    proofs[e] = p;
	}
      if (budget)
	prove_return (node, &budget);
      if (budget)
	prove_arguments (node, &budget);
      /* Every store, with or without budget: the link needs them all.  */
      prove_global_stores (node, &budget);
    });
  watch_edges ();
}

namespace {

/* A proof that can be streamed: its class has an ODR name, or it names
   a direct edge of its function.  */

bool
streamable_p (const allocation_proof *p)
{
  if (p && p->any_of)
    {
      for (const allocation_proof &q : *p->any_of)
	if (!streamable_p (&q))
	  return false;
      return true;
    }
  return p && (p->returned_by || p->global || !p->odr.empty ());
}

/* The encoder reference of global variable VAR, or -1.  */

int
global_ref (lto_symtab_encoder_t encoder, tree var)
{
  varpool_node *v = varpool_node::get (var);
  return v ? lto_symtab_encoder_lookup (encoder, v) : LCC_NOT_FOUND;
}

void
write_proof (section_writer &w, const allocation_proof *p,
	     const std::map<cgraph_edge *, uint32_t> &direct_index,
	     lto_symtab_encoder_t encoder)
{
  if (p && p->any_of)
    {
      bool ok = streamable_p (p);
      for (const allocation_proof &q : *p->any_of)
	ok &= !q.returned_by || direct_index.count (q.returned_by);
      if (!ok)
	{
	  w.buf += '\0';
	  return;
	}
      w.buf += '\6';
      w.uleb (p->any_of->size ());
      for (const allocation_proof &q : *p->any_of)
	write_proof (w, &q, direct_index, encoder);
      return;
    }
  auto factory = p ? direct_index.find (p->returned_by) : direct_index.end ();
  int var = p && p->global ? global_ref (encoder, p->global) : LCC_NOT_FOUND;
  if (!streamable_p (p) || (p->returned_by && factory == direct_index.end ())
      || (p->global && var == LCC_NOT_FOUND))
    {
      w.buf += '\0';
      return;
    }
  if (p->global)
    {
      w.buf += '\5';
      w.u32 (var);
    }
  else if (p->returned_by)
    {
      w.buf += '\2';
      w.u32 (factory->second);
    }
  else
    {
      w.buf += p->source == proof_source::declared_array ? '\3'
	       : p->source == proof_source::construction ? '\4' : '\1';
      w.lstr (p->odr);
    }
  w.i64 (p->offset);
  w.uleb (p->calls_crossed);
}

/* Read a proof; a factory's edge is looked up in DIRECT, the function's
   NDIRECT direct edges (empty when they are not the ones the record was
   written for: the proof is then dropped).  */

bool
read_proof (section_reader &in, lto_file_decl_data *file,
	    const std::vector<cgraph_edge *> &direct,
	    uint32_t ndirect, bool *present, allocation_proof &p)
{
  uint32_t kind, calls;
  if (!in.uleb (kind) || kind > 6)
    return false;
  *present = kind != 0;
  if (!kind)
    return true;
  if (kind == 6)
    {
      uint32_t n;
      if (!in.uleb (n) || n < 2 || n > 16)
	return false;
      std::vector<allocation_proof> alternatives (n);
      for (allocation_proof &q : alternatives)
	{
	  bool here;
	  if (!read_proof (in, file, direct, ndirect, &here, q) || !here
	      || q.any_of)
	    return false;
	}
      p.any_of = keep_alternatives (std::move (alternatives));
      return true;
    }
  if (kind == 5)
    {
      uint32_t ref;
      if (!in.u32 (ref)
	  || (int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	return false;
      varpool_node *v = dyn_cast<varpool_node *>
	(lto_symtab_encoder_deref (file->symtab_node_encoder, ref));
      if (!v)
	return false;
      p.global = v->decl;
    }
  else if (kind == 2)
    {
      uint32_t index;
      if (!in.u32 (index) || index >= ndirect)
	return false;
      p.returned_by = index < direct.size () ? direct[index] : nullptr;
    }
  else if (!in.lstr (p.odr))
    return false;
  p.source = kind == 3 ? proof_source::declared_array
	     : kind == 4 ? proof_source::construction
	     : proof_source::new_expression;
  if (!in.i64 (p.offset) || !in.uleb (calls))
    return false;
  p.calls_crossed = calls;
  return true;
}

} // anon namespace

void
write_allocation_types ()
{
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer funcs;
  uint32_t nfuncs = 0;
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    {
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, i));
      if (!node || !lto_symtab_encoder_encode_body_p (encoder, node))
	continue;
      auto ret = return_proofs.find (node);
      const allocation_proof *rp
	= ret == return_proofs.end () ? nullptr : &ret->second;
      bool any = streamable_p (rp);
      uint32_t nindirect = 0;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  nindirect++;
	  any |= streamable_p (allocation_proof_for (e));
	}
      std::map<cgraph_edge *, uint32_t> direct_index;
      std::vector<std::pair<std::pair<uint32_t, int>,
			    const allocation_proof *>> args;
      for (cgraph_edge *e = node->callees; e; e = e->next_callee)
	{
	  uint32_t n = direct_index.size ();
	  direct_index[e] = n;
	  for (auto it = arg_proofs.lower_bound (std::make_pair (e, INT_MIN));
	       it != arg_proofs.end () && it->first.first == e; ++it)
	    if (streamable_p (&it->second))
	      args.push_back ({{n, it->first.second}, &it->second});
	}
      std::vector<const global_store *> stores;
      auto gs = global_stores.find (node);
      if (gs != global_stores.end ())
	for (const global_store &st : gs->second)
	  if (global_ref (encoder, st.var) != LCC_NOT_FOUND)
	    stores.push_back (&st);
      if (!any && args.empty () && stores.empty ())
	continue;
      funcs.u32 (i);
      funcs.u32 (nindirect);
      funcs.u32 (direct_index.size ());
      nfuncs++;
      write_proof (funcs, rp, direct_index, encoder);
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	write_proof (funcs, allocation_proof_for (e), direct_index, encoder);
      funcs.u32 (args.size ());
      for (auto &a : args)
	{
	  funcs.u32 (a.first.first);
	  funcs.u32 (a.first.second);
	  write_proof (funcs, a.second, direct_index, encoder);
	}
      funcs.u32 (stores.size ());
      for (const global_store *st : stores)
	{
	  funcs.u32 (global_ref (encoder, st->var));
	  funcs.uleb (st->kind);
	  if (st->kind == global_store::proved)
	    write_proof (funcs, &st->value, direct_index, encoder);
	}
    }
  if (!nfuncs)
    return;
  section_writer out;
  out.buf.assign (magic, sizeof magic - 1);
  out.u32 (nfuncs);
  out.buf += funcs.buf;
  write_section (section_name, out.buf, true);
}

namespace {

bool
read_section (lto_file_decl_data *file, const char *data, size_t len)
{
  section_reader in (data, len);
  uint32_t nfuncs;
  if (!in.magic (magic) || !in.u32 (nfuncs))
    return false;
  for (uint32_t i = 0; i < nfuncs; i++)
    {
      uint32_t ref, nindirect, ndirect;
      if (!in.u32 (ref) || !in.u32 (nindirect) || !in.u32 (ndirect)
	  || (int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	return false;
      /* The edges as the compile step saw them, or none (then the
	 records are read and dropped).  */
      std::vector<cgraph_edge *> indirect
	= indirect_edges_of (file, ref, nindirect);
      std::vector<cgraph_edge *> direct = direct_edges_of (file, ref, ndirect);
      cgraph_node *node = dyn_cast<cgraph_node *>
	(lto_symtab_encoder_deref (file->symtab_node_encoder, ref));
      bool usable = node && indirect.size () == nindirect
		    && direct.size () == ndirect;
      allocation_proof p;
      bool present;
      if (!read_proof (in, file, direct, ndirect, &present, p))
	return false;
      if (present && usable)
	return_proofs[node] = p;
      for (uint32_t n = 0; n < nindirect; n++)
	{
	  allocation_proof q;
	  if (!read_proof (in, file, direct, ndirect, &present, q))
	    return false;
	  if (present && usable)
	    proofs[indirect[n]] = q;
	}
      uint32_t nargs;
      if (!in.u32 (nargs))
	return false;
      for (uint32_t n = 0; n < nargs; n++)
	{
	  uint32_t edge, index;
	  allocation_proof q;
	  if (!in.u32 (edge) || !in.u32 (index) || edge >= ndirect
	      || index > INT_MAX
	      || !read_proof (in, file, direct, ndirect, &present, q))
	    return false;
	  if (present && usable)
	    arg_proofs[std::make_pair (direct[edge], (int) index)] = q;
	}
      uint32_t nstores;
      if (!in.u32 (nstores))
	return false;
      for (uint32_t n = 0; n < nstores; n++)
	{
	  uint32_t ref, kind;
	  if (!in.u32 (ref) || !in.uleb (kind) || kind > global_store::in_cdtor
	      || (int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	    return false;
	  varpool_node *v = dyn_cast<varpool_node *>
	    (lto_symtab_encoder_deref (file->symtab_node_encoder, ref));
	  global_store st;
	  st.kind = (decltype (st.kind)) kind;
	  if (kind == global_store::proved
	      && !read_proof (in, file, direct, ndirect, &present, st.value))
	    return false;
	  /* A store whose proof did not survive (a factory's edge lost) is
	     a store of something unknown.  */
	  if (kind == global_store::proved && (!present || !usable))
	    st.kind = global_store::unknown;
	  if (v && node)
	    {
	      st.var = v->decl;
	      global_stores[node].push_back (st);
	    }
	}
    }
  return in.at_end ();
}

} // anon namespace

void
read_allocation_types ()
{
  read_sections (section_name, "allocation-type data", read_section);
  for (auto &p : proofs)
    note_factory_calls (p.second);
  for (auto &p : arg_proofs)
    note_factory_calls (p.second);
  for (auto &p : return_proofs)
    note_factory_calls (p.second);
  for (auto &kv : global_stores)
    for (global_store &st : kv.second)
      if (st.kind == global_store::proved)
	note_factory_calls (st.value);
  watch_edges ();
}

const allocation_proof *
allocation_proof_for (cgraph_edge *e)
{
  auto it = proofs.find (e);
  return it == proofs.end () ? nullptr : &it->second;
}

const allocation_proof *
argument_proof_for (cgraph_edge *e, int index)
{
  auto it = arg_proofs.find (std::make_pair (e, index));
  return it == arg_proofs.end () ? nullptr : &it->second;
}

namespace {

/* How many factories deep a proof is followed.  */
const int max_factory_depth = 16;

} // anon namespace

bool
join_types (proved_type &acc, bool any, const proved_type &r)
{
  if (!any)
    {
      acc = r;
      return true;
    }
  std::vector<std::pair<poly_type *, HOST_WIDE_INT>> all;
  for (const proved_type *t : {(const proved_type *) &acc, &r})
    if (t->type)
      all.push_back ({t->type, t->offset});
    else
      all.insert (all.end (), t->set.begin (), t->set.end ());
  std::vector<std::pair<poly_type *, HOST_WIDE_INT>> set;
  for (auto &e : all)
    if (std::find (set.begin (), set.end (), e) == set.end ())
      set.push_back (e);
  if (set.size () > max_type_set)
    return false;
  /* In the order of the classes' names, not of the paths the proofs came
     on (a PHI's arguments, whose order differs between GCC versions), so
     that dumps and decisions do not depend on it.  */
  std::sort (set.begin (), set.end (),
	     [] (const std::pair<poly_type *, HOST_WIDE_INT> &a,
		 const std::pair<poly_type *, HOST_WIDE_INT> &b)
	     {
	       int c = a.first->name.compare (b.first->name);
	       if (c)
		 return c < 0;
	       if (a.second != b.second)
		 return a.second < b.second;
	       return a.first->id < b.first->id;
	     });
  acc.calls = MAX (acc.calls, r.calls);
  acc.via_factory |= r.via_factory;
  acc.via_global |= r.via_global;
  if (set.size () == 1)
    {
      acc.type = set[0].first;
      acc.offset = set[0].second;
      acc.set.clear ();
    }
  else
    {
      acc.type = nullptr;
      acc.offset = 0;
      acc.set = set;
    }
  return true;
}

namespace {

/* Move everything R proves OFFSET bits further.  */

void
shift (proved_type &r, HOST_WIDE_INT offset)
{
  r.offset += offset;
  for (auto &e : r.set)
    e.second += offset;
}

bool resolve (const allocation_proof &p, type_graph &g, proved_type &out,
	      int depth);

/* What the function that direct call E calls returns.  */

bool
resolve_return (cgraph_edge *e, type_graph &g, proved_type &out, int depth)
{
  if (!e->callee || depth >= max_factory_depth)
    return false;
  enum availability avail;
  cgraph_node *f = e->callee->ultimate_alias_target (&avail, e->caller);
  /* Interposable: another body may run.  A thunk adjusts what it
     returns (covariant returns).  noipa: the boundary stays opaque.  */
  if (!f || avail < AVAIL_AVAILABLE || f->thunk || f->inlined_to
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (f->decl)))
    return false;
  auto memo = returned.find (f);
  if (memo != returned.end ())
    {
      out = memo->second.second;
      return memo->second.first;
    }
  returned[f] = {false, proved_type ()};
  auto it = return_proofs.find (f);
  proved_type r;
  bool ok = it != return_proofs.end () && resolve (it->second, g, r, depth);
  returned[f] = {ok, r};
  out = r;
  return ok;
}

/* The symbol of global variable DECL at the link: after symbol merging
   a public variable's non-prevailing declarations have none, so it is
   found by its assembler name (the prevailing one may have been made
   local since), when one variable alone has that name.  */

varpool_node *
global_node (tree decl)
{
  varpool_node *v = varpool_node::get (decl);
  if (v || !TREE_PUBLIC (decl) || !DECL_ASSEMBLER_NAME_SET_P (decl))
    return v;
  for (symtab_node *n
	 = symtab_node::get_for_asmname (DECL_ASSEMBLER_NAME (decl));
       n; n = n->next_sharing_asm_name)
    if (varpool_node *w = dyn_cast<varpool_node *> (n))
      {
	if (v)
	  return nullptr;
	v = w;
      }
  return v;
}

/* What a global pointer variable DECL holds: the class every store to it
   stored, when the link sees every store (allocation-types.h).  */

bool
resolve_global (tree decl, type_graph &g, proved_type &out, int depth)
{
  const char *&why = global_why[decl];
  varpool_node *v = global_node (decl);
  if (!v || depth >= max_factory_depth || v->alias || v->transparent_alias)
    return why = "it is not one variable of the link", false;
  if (v->externally_visible || !v->definition)
    return why = "code outside the link may store to it", false;
  /* Kept for code the compiler does not see (the used attribute), or a
     register an asm may write.  */
  if (v->force_output || DECL_HARD_REGISTER (v->decl))
    return why = "code the compiler does not see may store to it", false;
  auto memo = global_types.find (v);
  if (memo != global_types.end ())
    {
      out = memo->second.second;
      return memo->second.first;
    }
  global_types[v] = {false, proved_type ()};
  /* Its initial value: null, or none (zero).  */
  tree init = v->get_constructor ();
  if (init && (init == error_mark_node || !integer_zerop (init)))
    return why = "its initial value is not null", false;
  proved_type t;
  bool any = false;
  ipa_ref *ref;
  for (unsigned i = 0; v->iterate_referring (i, ref); i++)
    {
      if (ref->use == IPA_REF_LOAD)
	continue;
      cgraph_node *f = dyn_cast<cgraph_node *> (ref->referring);
      /* An address taken, an alias, or a store the plugin did not see.  */
      auto stores = f && ref->use == IPA_REF_STORE
		    ? global_stores.find (f) : global_stores.end ();
      if (stores == global_stores.end ())
	return why = ref->use == IPA_REF_STORE
		     ? "a function compiled without the plugin stores to it"
		     : "its address is taken", false;
      bool seen = false;
      for (const global_store &st : stores->second)
	{
	  if (global_node (st.var) != v)
	    continue;
	  seen = true;
	  if (st.kind == global_store::null)
	    continue;
	  proved_type r;
	  if (st.kind == global_store::in_cdtor)
	    return why = "a constructor or destructor stores to it (the "
			 "object may be a base under construction)", false;
	  if (st.kind != global_store::proved
	      || !resolve (st.value, g, r, depth + 1))
	    return why = "a store stores a pointer no construction proves",
		   false;
	  if (!join_types (t, any, r))
	    return why = "its stores store objects of more than four classes",
		   false;
	  any = true;
	}
      if (!seen)
	return why = "a store the plugin did not record", false;
    }
  if (!any)
    return why = "only null pointers are stored to it", false;
  why = nullptr;
  /* Anything may run between the store and the load.  */
  t.calls++;
  t.via_global = true;
  global_types[v] = {true, t};
  out = t;
  return true;
}

bool
resolve (const allocation_proof &p, type_graph &g, proved_type &out,
	 int depth)
{
  if (p.any_of)
    {
      /* Every alternative: one class, or a set.  */
      proved_type t;
      bool any = false;
      for (const allocation_proof &q : *p.any_of)
	{
	  proved_type r;
	  if (!resolve (q, g, r, depth + 1) || !join_types (t, any, r))
	    return false;
	  any = true;
	}
      out = t;
      return true;
    }
  if (p.global)
    {
      if (!resolve_global (p.global, g, out, depth + 1))
	return false;
      shift (out, p.offset);
      out.calls += p.calls_crossed;
      return true;
    }
  if (!p.returned_by)
    {
      out.type = p.type ? g.add (p.type) : g.lookup_odr (p.odr);
      out.offset = p.offset;
      out.set.clear ();
      out.calls = p.calls_crossed;
      out.via_factory = false;
      out.source = p.source;
      return out.type != nullptr;
    }
  proved_type r;
  if (!resolve_return (p.returned_by, g, r, depth + 1))
    return false;
  out = r;
  shift (out, p.offset);
  out.calls += p.calls_crossed;
  out.via_factory = true;
  return true;
}

} // anon namespace

const char *
unresolved_global (const allocation_proof &p)
{
  if (!p.global)
    return nullptr;
  auto it = global_why.find (p.global);
  return it == global_why.end () ? nullptr : it->second;
}

const char *
proof_source_word (proof_source source)
{
  switch (source)
    {
    case proof_source::declared_array:
      return "array";
    case proof_source::construction:
      return "constructed";
    default:
      return "new";
    }
}

bool
resolve_proof (const allocation_proof &p, type_graph &g, proved_type &out)
{
  return resolve (p, g, out, 0);
}

} // namespace tigdevirt
