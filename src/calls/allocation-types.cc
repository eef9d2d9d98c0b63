/* allocation-types.cc - proving a call's dynamic type from the
   new-expression that made its object.  See allocation-types.h.

   The walk is GCC's get_dynamic_type (ipa-polymorphic-call.cc) with one
   rule changed: a call to other code does not make the type found behind
   it a guess, it is only counted.  Everything else that could store a
   vptr into the object and is not a recognized constructor or vptr store
   ends the proof.

   Section ".gnu.lto_tigdevirt_types..." (lto-section.h): "TGDVAT01",
   u32 nfuncs, then for each function with a body and indirect calls: u32
   symtab encoder reference, u32 nedges, and per indirect edge in list
   order a byte 0 (no proof) or 1 followed by the class's ODR name (lstr),
   the offset in bits (i64) and the calls crossed (uleb).  A function whose
   edge count differs at the link is ignored, as for call locations.  */

#include "allocation-types.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const char section_name[] = "tigdevirt_types";
const char magic[] = "TGDVAT01";

std::map<cgraph_edge *, allocation_proof> proofs;
cgraph_edge_hook_list *removal_hook;

void
forget_edge (cgraph_edge *e, void *)
{
  proofs.erase (e);
}

void
watch_edges ()
{
  if (!removal_hook && !proofs.empty ())
    removal_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
}

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

struct walk_state
{
  tree instance;		/* The SSA name operator new returned.  */
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
      if (!base || TREE_CODE (base) != MEM_REF
	  || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
	return false;
      *offset += tree_to_shwi (TREE_OPERAND (base, 1)) * BITS_PER_UNIT;
      addr = strip_copies (TREE_OPERAND (base, 0));
    }
  return addr == instance;
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
  if (!base || TREE_CODE (base) != MEM_REF
      || strip_copies (TREE_OPERAND (base, 0)) != w.instance
      || !tree_fits_shwi_p (TREE_OPERAND (base, 1))
      || !off.is_constant (&offset)
      || maybe_ne (size, POINTER_SIZE) || maybe_ne (max_size, POINTER_SIZE))
    return false;
  offset += tree_to_shwi (TREE_OPERAND (base, 1)) * BITS_PER_UNIT;
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

/* walk_aliased_vdefs callback: true stops the walk along this path.  */

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

/* The proof for the polymorphic call STMT of the current function.  */

bool
prove_call (gcall *stmt, unsigned *budget, allocation_proof &out)
{
  tree ref = gimple_call_fn (stmt);
  if (!ref || TREE_CODE (ref) != OBJ_TYPE_REF || !gimple_vuse (stmt))
    return false;
  tree otr_type = obj_type_ref_class (ref);
  tree obj = OBJ_TYPE_REF_OBJECT (ref);
  tree instance = NULL_TREE;
  ipa_polymorphic_call_context ctx (current_function_decl, obj, stmt,
				    &instance);
  if (ctx.invalid || !instance || !allocated_by_new_p (instance))
    return false;
  walk_state w;
  w.instance = instance;
  w.offset = ctx.offset;
  w.otr_type = TYPE_MAIN_VARIANT (otr_type);
  ao_ref ao;
  ao_ref_init_from_ptr_and_size (&ao, obj, NULL);
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
  int walked = walk_aliased_vdefs (&ao, gimple_vuse (stmt), check_stmt, &w,
				   NULL, &entry_reached, *budget + 1);
  if (walked < 0)
    {
      *budget = 0;
      return false;
    }
  *budget -= MIN ((unsigned) walked, *budget);
  /* The allocation is in this function, so every path back from the call
     meets the construction before the entry.  */
  if (w.failed || entry_reached || !w.type)
    return false;
  /* The link finds the class by its ODR name (set by free_lang_data,
     so only when compiling for LTO); a compile without -flto uses the
     tree.  A class of an anonymous namespace has no name that is unique
     in the link: it is not streamed.  */
  out.type = w.type;
  tree name = TYPE_NAME (w.type);
  if (name && TREE_CODE (name) == TYPE_DECL
      && DECL_ASSEMBLER_NAME_SET_P (name)
      && !type_in_anonymous_namespace_p (w.type)
      && strcmp (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name)), "<anon>"))
    out.odr = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name));
  out.offset = w.type_offset;
  out.calls_crossed = w.calls;
  return true;
}

} // anon namespace

void
prove_allocation_types ()
{
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      if (!node->indirect_calls)
	continue;
      function *fn = DECL_STRUCT_FUNCTION (node->decl);
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
	continue;
      push_cfun (fn);
      unsigned budget = param_ipa_max_aa_steps;
      for (cgraph_edge *e = node->indirect_calls; e && budget;
	   e = e->next_callee)
	{
	  allocation_proof p;
	  if (e->indirect_info->polymorphic && e->call_stmt
	      && prove_call (e->call_stmt, &budget, p))
	    proofs[e] = p;
	}
      pop_cfun ();
    }
  watch_edges ();
}

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
      if (!node || !node->indirect_calls
	  || !lto_symtab_encoder_encode_body_p (encoder, node))
	continue;
      uint32_t nedges = 0;
      bool any = false;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  nedges++;
	  auto it = proofs.find (e);
	  any |= it != proofs.end () && !it->second.odr.empty ();
	}
      if (!any)
	continue;
      funcs.u32 (i);
      funcs.u32 (nedges);
      nfuncs++;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  auto it = proofs.find (e);
	  if (it == proofs.end () || it->second.odr.empty ())
	    {
	      funcs.buf += '\0';
	      continue;
	    }
	  funcs.buf += '\1';
	  funcs.lstr (it->second.odr);
	  funcs.i64 (it->second.offset);
	  funcs.uleb (it->second.calls_crossed);
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
      uint32_t ref, nedges;
      if (!in.u32 (ref) || !in.u32 (nedges)
	  || (int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	return false;
      std::vector<std::pair<bool, allocation_proof>> recs (nedges);
      for (auto &r : recs)
	{
	  uint32_t flag;
	  if (!in.uleb (flag) || flag > 1)
	    return false;
	  r.first = flag;
	  if (!flag)
	    continue;
	  uint32_t calls;
	  if (!in.lstr (r.second.odr) || !in.i64 (r.second.offset)
	      || !in.uleb (calls))
	    return false;
	  r.second.calls_crossed = calls;
	}
      std::vector<cgraph_edge *> edges = indirect_edges_of (file, ref, nedges);
      for (size_t n = 0; n < edges.size (); n++)
	if (recs[n].first)
	  proofs[edges[n]] = recs[n].second;
    }
  return in.at_end ();
}

} // anon namespace

void
read_allocation_types ()
{
  read_sections (section_name, "allocation-type data", read_section);
  watch_edges ();
}

const allocation_proof *
allocation_proof_for (cgraph_edge *e)
{
  auto it = proofs.find (e);
  return it == proofs.end () ? nullptr : &it->second;
}

} // namespace tigdevirt
