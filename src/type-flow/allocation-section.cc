/* allocation-section.cc - the proofs of allocation-types.h streamed
   from the compile step to the link.


   Section ".gnu.lto_tigdevirt_types..." (lto-section.h): "TGDVAT07",
   u32 nfuncs, then for each function with a body and some proof: u32
   symtab encoder reference, u32 number of indirect edges, u32 number of
   direct edges (callees), the proof of the returned pointer, then per
   indirect edge in list order its proof, then u32 count of argument
   proofs, each u32 direct edge index, u32 argument index and the proof.
   A proof is a byte 0 (none), 1 followed by the class's name (lstr:
   streamed_class_name, type-graph.h: a local class by its vtable's
   symbol-table reference, keyed with the unit on reading),
   the offset in bits (i64) and the calls crossed (uleb), 3 followed by
   the same for an element of a declared array, 4 followed by the same
   for a construction on other storage (allocation-types.h), 7 followed
   by the same for the class a member call's object expression states
   (member-call-types.h), 8 followed by the name (unit_holder_key) of
   the class whose pointer field the pointer was loaded from (lstr) and
   the field's position in bits (i64), then the offset and the calls
   crossed (field-types.h), or 2 followed by the index of the direct
   edge that returned the object (u32), the offset (i64) and the calls
   crossed (uleb), or 5 followed by the symtab encoder reference of a
   global variable the pointer was loaded from (u32), the offset (i64)
   and the calls crossed (uleb), or 6 followed by a count (uleb, 2 to
   16) of alternatives, each a proof of another kind (a PHI of pointers:
   all must give the same class).  After the argument proofs, u32 count of stores to global pointer variables,
   each the variable's encoder reference (u32), uleb 0 (a value not
   proved), 1 (a null pointer), 2 followed by the stored value's proof,
   or 3 (a store in a constructor or destructor).
   A function whose edge counts differ at the link is ignored, as for
   call locations.  */


#include "allocation-state.h"
#include "lto-section.h"

namespace tigdevirt {

using namespace alloc;

namespace {

const section_format format
  = {"tigdevirt_types", "TGDVAT07", "allocation-type data"};

/* A proof that can be streamed: its class has a name (unit_class_key:
   an ODR name or a local class's), or it names a direct edge of its
   function.  */

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
  if (p && p->field_pos >= 0)
    return !p->odr.empty ();
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
  /* A local class goes by its vtable's reference; a field's class by
     its key (the unit's field records use the same).  */
  std::string name;
  if (p && !p->returned_by && !p->global)
    name = p->field_pos >= 0 ? p->odr
	   : streamed_class_name (p->type, p->odr, encoder);
  if (!streamable_p (p) || (p->returned_by && factory == direct_index.end ())
      || (p->global && var == LCC_NOT_FOUND)
      || (!p->returned_by && !p->global && name.empty ()))
    {
      w.buf += '\0';
      return;
    }
  if (p->field_pos >= 0)
    {
      w.buf += '\10';
      w.lstr (name);
      w.i64 (p->field_pos);
    }
  else if (p->global)
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
	       : p->source == proof_source::construction ? '\4'
	       : p->source == proof_source::member_call ? '\7' : '\1';
      w.lstr (name);
    }
  w.i64 (p->offset);
  w.uleb (p->calls_crossed);
}

/* Read a proof; a factory's edge is looked up in DIRECT, the function's
   NDIRECT direct edges (empty when they are not the ones the record was
   written for: the proof is then dropped).  */

bool
read_proof (tables &tab, section_reader &in, lto_file_decl_data *file,
	    const std::vector<cgraph_edge *> &direct,
	    uint32_t ndirect, bool *present, allocation_proof &p)
{
  uint32_t kind, calls;
  if (!in.uleb (kind) || kind > 8)
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
	  if (!read_proof (tab, in, file, direct, ndirect, &here, q) || !here
	      || q.any_of)
	    return false;
	}
      p.any_of = keep_alternatives (tab, std::move (alternatives));
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
  else if (kind == 8)
    {
      if (!in.lstr (p.odr) || !in.i64 (p.field_pos) || p.field_pos < 0)
	return false;
      p.odr = link_local_key (p.odr, file);
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
  else if ((p.odr = link_local_key (p.odr, file)).empty ())
    /* Not a class: the proof is dropped, not the section.  */
    p.odr = "@";
  p.source = kind == 3 ? proof_source::declared_array
	     : kind == 4 ? proof_source::construction
	     : kind == 7 ? proof_source::member_call
	     : proof_source::new_expression;
  if (!in.i64 (p.offset) || !in.uleb (calls))
    return false;
  p.calls_crossed = calls;
  return true;
}

} // anon namespace

void
write_allocation_types (const allocation_facts &facts)
{
  const tables &tab = facts.tables ();
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer funcs;
  uint32_t nfuncs = 0;
  for_each_streamed_body ([&] (int i, cgraph_node *node)
    {
      auto ret = tab.return_proofs.find (node);
      const allocation_proof *rp
	= ret == tab.return_proofs.end () ? nullptr : &ret->second;
      bool any = streamable_p (rp);
      uint32_t nindirect = 0;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  nindirect++;
	  any |= streamable_p (allocation_proof_for (facts, e));
	}
      std::map<cgraph_edge *, uint32_t> direct_index;
      std::vector<std::pair<std::pair<uint32_t, int>,
			    const allocation_proof *>> args;
      for (cgraph_edge *e = node->callees; e; e = e->next_callee)
	{
	  uint32_t n = direct_index.size ();
	  direct_index[e] = n;
	  for (auto it = tab.arg_proofs.lower_bound (std::make_pair (e,
								     INT_MIN));
	       it != tab.arg_proofs.end () && it->first.first == e; ++it)
	    if (streamable_p (&it->second))
	      args.push_back ({{n, it->first.second}, &it->second});
	}
      std::vector<const global_store *> stores;
      auto gs = tab.global_stores.find (node);
      if (gs != tab.global_stores.end ())
	for (const global_store &st : gs->second)
	  if (global_ref (encoder, st.var) != LCC_NOT_FOUND)
	    stores.push_back (&st);
      if (!any && args.empty () && stores.empty ())
	return;
      funcs.u32 (i);
      funcs.u32 (nindirect);
      funcs.u32 (direct_index.size ());
      nfuncs++;
      write_proof (funcs, rp, direct_index, encoder);
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	write_proof (funcs, allocation_proof_for (facts, e), direct_index,
		     encoder);
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
    });
  if (!nfuncs)
    return;
  section_writer head;
  head.u32 (nfuncs);
  write_section (format, {&head, &funcs}, true);
}

namespace {

bool
read_section (tables &tab, lto_file_decl_data *file, section_reader &in)
{
  uint32_t nfuncs;
  if (!in.u32 (nfuncs))
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
      if (!read_proof (tab, in, file, direct, ndirect, &present, p))
	return false;
      if (present && usable)
	tab.return_proofs[node] = p;
      for (uint32_t n = 0; n < nindirect; n++)
	{
	  allocation_proof q;
	  if (!read_proof (tab, in, file, direct, ndirect, &present, q))
	    return false;
	  if (present && usable)
	    tab.proofs[indirect[n]] = q;
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
	      || !read_proof (tab, in, file, direct, ndirect, &present, q))
	    return false;
	  if (present && usable)
	    tab.arg_proofs[std::make_pair (direct[edge], (int) index)] = q;
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
	      && !read_proof (tab, in, file, direct, ndirect, &present,
			      st.value))
	    return false;
	  /* A store whose proof did not survive (a factory's edge lost) is
	     a store of something unknown.  */
	  if (kind == global_store::proved && (!present || !usable))
	    st.kind = global_store::unknown;
	  if (v && node)
	    {
	      st.var = v->decl;
	      tab.global_stores[node].push_back (st);
	    }
	}
    }
  return in.at_end ();
}

} // anon namespace

void
read_allocation_types (allocation_facts &facts)
{
  tables &tab = facts.tables ();
  read_sections (format, [&tab] (lto_file_decl_data *file,
				  section_reader &in)
    {
      return read_section (tab, file, in);
    });
  for (auto &p : tab.proofs)
    note_factory_calls (tab, p.second);
  for (auto &p : tab.arg_proofs)
    note_factory_calls (tab, p.second);
  for (auto &p : tab.return_proofs)
    note_factory_calls (tab, p.second);
  for (auto &kv : tab.global_stores)
    for (global_store &st : kv.second)
      if (st.kind == global_store::proved)
	note_factory_calls (tab, st.value);
  watch_edges (tab);
}


} // namespace tigdevirt
