/* type-changes.cc - which calls may change an object's dynamic type.  See
   type-changes.h.

   Section ".gnu.lto_tigdevirt_tchanges..." (compile step -> link):
   "TGDVTC01", u32 count, then per function with a body: LEB128 symtab
   encoder reference, LEB128 reason (0: none).
   Section ".gnu.lto_tigdevirt_tfacts..." (WPA -> LTRANS): "TGDVTF02",
   u32 flags (1: EXTERNAL may change types, 2: strict-vtable-pointers may
   be trusted), u32 the unspent speculation budget over the unit's size
   in millionths (guard-versioning.h: the vptr pass's loops spend it),
   u32 count and the LEB128 encoder references of the
   functions that keep types, u32 count of classes, then per class its
   key (the vtable's assembler name, lstr), LEB128 count, and per slot
   LEB128 token and LEB128 flags (1: keeps types).  */

#include "type-changes.h"
#include "lto-section.h"
#include "placement-census.h"
#include "plugin-options.h"
#include "virtual-constants.h"
#include "guard-versioning.h"

namespace tigdevirt {

namespace {

const char records_section[] = "tigdevirt_tchanges";
const char records_magic[] = "TGDVTC01";
const char facts_section[] = "tigdevirt_tfacts";
const char facts_magic[] = "TGDVTF02";

enum reason : unsigned
{
  r_none, r_ctor, r_dtor, r_return_slot, r_vptr_store, r_raw_write,
  r_union, r_asm, r_count
};

const char *const reason_text[r_count] = {
  nullptr,
  "constructs an object in storage it did not create",
  "",
  "builds a returned object in storage it did not create",
  "stores to the vptr of an object it did not create",
  "writes raw memory over a polymorphic object it did not create",
  "writes a union member over a polymorphic object",
  "has an asm statement that may write memory"
};

/* Compile time and link: each function's own reason.  A hash map: one
   entry per function of the link, kept through the analysis (a std::map
   node costs three times as much; bench/scale measures the link's peak
   memory).  */
hash_map<cgraph_node *, unsigned> local;

/* The facts: functions (their decls) that keep types, per slot of a
   class (key: the vtable's assembler name) its flags.  */
enum slot_flags : unsigned { s_keeps = 1 };
std::set<tree> keeping;
std::map<std::string, std::map<HOST_WIDE_INT, unsigned>> slots;
bool external_changes = true;
bool strict_ok = false;
bool have_facts;
type_change_counts counts;

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

/* The function a call to NODE runs: through aliases; a clone's origin,
   whose body (and fact) it shares.  */

cgraph_node *
fact_node (cgraph_node *node)
{
  node = node->ultimate_alias_target ();
  while (node->clone_of)
    node = node->clone_of;
  return node;
}

/* Classes code outside the link cannot know (closed-hierarchies.h: every
   object of the class is built in the link, and hidden LTO visibility
   means no other linkage unit may define it), with all their bases.
   Outside code makes a virtual call through a class it knows; it cannot
   reach a method that only such classes' vtables hold.  */

class hidden_classes
{
public:
  explicit hidden_classes (const type_graph &g) : g (g) {}

  /* Is every reference to function N's address one from the vtable of a
     class outside code cannot know (or a speculative call's guard, which
     only compares it)?  */
  bool only_in_their_vtables (cgraph_node *n)
  {
    ipa_ref *ref;
    bool any = false;
    for (unsigned k = 0; n->iterate_referring (k, ref); k++)
      {
	if (ref->speculative)
	  continue;
	varpool_node *v = dyn_cast<varpool_node *> (ref->referring);
	if (ref->use != IPA_REF_ADDR || !v || !DECL_VIRTUAL_P (v->decl)
	    || !unknown_outside (v->decl))
	  return false;
	any = true;
      }
    return any;
  }

private:
  bool unknown_outside (tree vtable)
  {
    auto c = cache.find (vtable);
    if (c != cache.end ())
      return c->second;
    tree ctx = DECL_CONTEXT (vtable);
    poly_type *t = ctx && TREE_CODE (ctx) == RECORD_TYPE
		   ? g.lookup (TYPE_MAIN_VARIANT (ctx)) : nullptr;
    bool hidden = t && t->constructions_known;
    if (hidden)
      for (poly_type *b : g.all_bases (t))
	hidden &= b->constructions_known;
    cache[vtable] = hidden;
    return hidden;
  }

  const type_graph &g;
  std::map<tree, bool> cache;
};

} // anon namespace

void
note_type_changes ()
{
  for_each_ssa_body ([] (cgraph_node *node)
    {
      unsigned why = r_none;
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	     !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	  why = stmt_changes (gsi_stmt (gsi));
      local.put (node, why);
    });
}

void
write_type_changes ()
{
  if (in_lto_p)
    return;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer records;
  uint32_t n = 0;
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    {
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, i));
      if (!node || !lto_symtab_encoder_encode_body_p (encoder, node))
	continue;
      unsigned *why = local.get (node);
      if (!why)
	continue;
      records.uleb (i);
      records.uleb (*why);
      n++;
    }
  section_writer out;
  out.buf.assign (records_magic, sizeof records_magic - 1);
  out.u32 (n);
  out.buf += records.buf;
  write_section (records_section, out.buf, true);
}

namespace {

bool
read_records (lto_file_decl_data *file, const char *data, size_t len)
{
  section_reader in (data, len);
  uint32_t n = 0;
  bool ok = in.magic (records_magic) && in.u32 (n);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      uint32_t ref, why;
      ok = in.uleb (ref) && in.uleb (why) && why < r_count
	   && (int) ref < lto_symtab_encoder_size (encoder);
      if (!ok)
	break;
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, ref));
      if (!node)
	continue;
      /* A body that several objects have (a comdat): any record that
	 says it may change types wins.  */
      bool existed;
      unsigned &known = local.get_or_insert (node, &existed);
      if (!existed || why)
	known = why;
    }
  return ok && in.at_end ();
}

} // anon namespace

void
read_type_changes ()
{
  read_sections (records_section, "type-change records", read_records);
}

/* The whole-program fact.  Nodes: every function, and EXTERNAL (code
   outside the link).  An edge F -> G: F may call G.  F may change types
   if it may by its own statements or may call a function that may: a
   walk back from those over the edges.  */

void
compute_type_change_facts (const type_graph &g, target_cache &cache)
{
  have_facts = true;
  counts = type_change_counts ();
  std::map<cgraph_node *, unsigned> index;
  std::vector<cgraph_node *> nodes;
  cgraph_node *n;
  FOR_EACH_FUNCTION (n)
    {
      index[n] = nodes.size ();
      nodes.push_back (n);
    }
  const unsigned ext = nodes.size ();
  std::vector<std::vector<unsigned>> callers (ext + 1);
  std::vector<const char *> why (ext + 1, nullptr);
  auto edge = [&] (unsigned from, cgraph_node *to)
    {
      auto it = index.find (fact_node (to));
      callers[it == index.end () ? ext : it->second].push_back (from);
    };
  /* Each slot's targets (any object seen as its class).  */
  std::map<std::pair<poly_type *, HOST_WIDE_INT>, const target_list *>
    slot_lists;
  auto slot_list = [&] (tree otr_type, HOST_WIDE_INT token)
    -> const target_list *
    {
      poly_type *otr = otr_type ? g.lookup (TYPE_MAIN_VARIANT (otr_type))
			 : nullptr;
      if (!otr)
	return nullptr;
      auto key = std::make_pair (otr, token);
      auto it = slot_lists.find (key);
      if (it != slot_lists.end ())
	return it->second;
      call_context ctx;
      ctx.outer = otr;
      const target_list *t = &cache.get (otr, token, ctx);
      slot_lists[key] = t;
      return t;
    };

  bool lto = in_lto_p;
  for (unsigned i = 0; i < ext; i++)
    {
      n = nodes[i];
      if (n->alias)
	{
	  edge (i, n);
	  continue;
	}
      if (!n->definition)
	{
	  /* Code outside the link: it calls back, unless GCC knows it
	     does not (a built-in, a leaf, const or pure function).  */
	  int flags = flags_from_decl_or_type (n->decl);
	  if (!fndecl_built_in_p (n->decl)
	      && !DECL_IS_OPERATOR_NEW_P (n->decl)
	      && !DECL_IS_OPERATOR_DELETE_P (n->decl)
	      && !(flags & (ECF_LEAF | ECF_CONST | ECF_PURE)))
	    callers[ext].push_back (i);
	  continue;
	}
      if (!n->thunk)
	{
	  counts.functions++;
	  unsigned *own = local.get (n);
	  if (!own)
	    why[i] = lto ? "has no compile-time record (an object compiled "
			   "without the plugin)"
			 : "has no body in SSA form";
	  else if (*own)
	    why[i] = reason_text[*own];
	  counts.local += why[i] != nullptr;
	}
      for (cgraph_edge *e = n->callees; e; e = e->next_callee)
	edge (i, e->callee);
      for (cgraph_edge *e = n->indirect_calls; e; e = e->next_callee)
	{
	  polymorphic_call_info *ii = edge_polymorphic_call (e);
	  const target_list *t = ii ? slot_list (ii->otr_type, ii->otr_token)
				    : nullptr;
	  if (!t)
	    {
	      callers[ext].push_back (i);
	      continue;
	    }
	  for (cgraph_node *target : t->targets)
	    edge (i, target);
	  if (!t->complete)
	    callers[ext].push_back (i);
	}
    }
  /* EXTERNAL calls back every function visible outside the link or
     whose address is taken; not main (a program may not call it), not
     static constructors and destructors (they run before main and after
     exit).  A constructor it may call may build an object of its class
     in any storage.  (Destroying an object changes no type a program may
     observe: nothing may use the object after, unless a constructor
     builds another there.)  */
  if (!lto)
    why[ext] = "a call to code outside the unit may change types";
  hidden_classes hidden (g);
  for (unsigned i = 0; i < ext; i++)
    {
      n = nodes[i];
      if (!n->definition
	  || !(n->externally_visible || n->address_taken || n->force_output)
	  || MAIN_NAME_P (DECL_NAME (n->decl))
	  || DECL_STATIC_CONSTRUCTOR (n->decl)
	  || DECL_STATIC_DESTRUCTOR (n->decl))
	continue;
      if (!n->externally_visible && !n->force_output
	  && hidden.only_in_their_vtables (n))
	{
	  counts.hidden_methods++;
	  continue;
	}
      /* An alias called from outside runs its target.  */
      auto it = n->alias ? index.find (fact_node (n)) : index.find (n);
      callers[it == index.end () ? ext : it->second].push_back (ext);
      if (DECL_CXX_CONSTRUCTOR_P (n->decl) && !why[ext])
	why[ext] = "code outside the link may call a constructor";
    }

  /* Walk back from every function that may change types itself.  */
  std::vector<unsigned> work;
  for (unsigned i = 0; i <= ext; i++)
    if (why[i])
      work.push_back (i);
  while (!work.empty ())
    {
      unsigned i = work.back ();
      work.pop_back ();
      for (unsigned c : callers[i])
	if (!why[c])
	  {
	    why[c] = i == ext ? "may call code outside the link, which may "
				"call back"
			      : "may call a function that may change types";
	    work.push_back (c);
	  }
    }

  external_changes = why[ext] != nullptr;
  counts.external = external_changes;
  keeping.clear ();
  for (unsigned i = 0; i < ext; i++)
    if (!why[i])
      keeping.insert (nodes[i]->decl);
    else if (nodes[i]->definition && !nodes[i]->alias && !nodes[i]->thunk)
      counts.changing++;
  slots.clear ();
  for (auto &s : slot_lists)
    {
      std::string key = virtual_constant_key (s.first.first->type);
      if (key.empty ())
	continue;
      const target_list *t = s.second;
      unsigned flags = s_keeps;
      if (!t->complete && external_changes)
	flags = 0;
      for (cgraph_node *target : t->targets)
	{
	  auto it = index.find (fact_node (target));
	  if (it == index.end () || why[it->second])
	    flags &= ~s_keeps;
	}
      slots[key][s.first.second] = flags;
      counts.slots++;
      counts.slots_keeping += flags & s_keeps;
    }
  /* With a launder anywhere, strict mode cannot tell the laundered
     pointer from the old one (placement-census.h): it gets the proven
     facts instead.  */
  strict_ok = opts.strict_vtable_pointers && !any_laundered ();

  if (dump_file)
    {
      fprintf (dump_file, "Type changes: %u functions, %u change types "
	       "themselves, %u may (with their callees); code outside the "
	       "link %s%s; %u slots, %u keep types; %u virtual methods "
	       "hidden from outside code\n", counts.functions,
	       counts.local, counts.changing,
	       external_changes ? "may: " : "may not",
	       external_changes ? why[ext] : "", counts.slots,
	       counts.slots_keeping, counts.hidden_methods);
      if (dump_flags & TDF_DETAILS)
	for (unsigned i = 0; i < ext; i++)
	  if (why[i] && nodes[i]->definition && !nodes[i]->alias)
	    fprintf (dump_file, "  may change types: %s: %s\n",
		     nodes[i]->dump_name (), why[i]);
    }
}

void
write_type_change_facts ()
{
  if (!have_facts)
    return;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer funcs;
  uint32_t nfuncs = 0;
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    {
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, i));
      if (node && keeping.count (fact_node (node)->decl))
	{
	  funcs.uleb (i);
	  nfuncs++;
	}
    }
  section_writer out;
  out.buf.assign (facts_magic, sizeof facts_magic - 1);
  out.u32 ((external_changes ? 1 : 0) | (strict_ok ? 2 : 0));
  out.u32 ((uint32_t) MIN (versioning_ratio () * 1e6, (double) UINT32_MAX));
  out.u32 (nfuncs);
  out.buf += funcs.buf;
  out.u32 (slots.size ());
  for (auto &c : slots)
    {
      out.lstr (c.first);
      out.uleb (c.second.size ());
      for (auto &s : c.second)
	{
	  out.uleb (s.first);
	  out.uleb (s.second);
	}
    }
  write_section (facts_section, out.buf, !flag_wpa);
}

namespace {

bool
read_facts (lto_file_decl_data *file, const char *data, size_t len)
{
  section_reader in (data, len);
  uint32_t flags = 0, n = 0, ratio = 0;
  bool ok = in.magic (facts_magic) && in.u32 (flags) && in.u32 (ratio)
	    && in.u32 (n);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  std::set<tree> got;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      uint32_t ref;
      ok = in.uleb (ref) && (int) ref < lto_symtab_encoder_size (encoder);
      if (!ok)
	break;
      if (cgraph_node *node = dyn_cast<cgraph_node *>
	    (lto_symtab_encoder_deref (encoder, ref)))
	got.insert (node->decl);
    }
  std::map<std::string, std::map<HOST_WIDE_INT, unsigned>> got_slots;
  ok = ok && in.u32 (n);
  for (uint32_t i = 0; ok && i < n; i++)
    {
      std::string key;
      uint32_t m;
      ok = in.lstr (key) && in.uleb (m);
      for (uint32_t j = 0; ok && j < m; j++)
	{
	  uint32_t token, f;
	  ok = in.uleb (token) && in.uleb (f);
	  got_slots[key][token] = f;
	}
    }
  if (!ok || !in.at_end ())
    return false;
  have_facts = true;
  external_changes = flags & 1;
  strict_ok = flags & 2;
  set_versioning_ratio (ratio / 1e6);
  keeping.insert (got.begin (), got.end ());
  slots.swap (got_slots);
  return true;
}

} // anon namespace

void
read_type_change_facts ()
{
  read_sections (facts_section, "type-change facts", read_facts);
}

bool
have_type_change_facts ()
{
  return have_facts;
}

type_change_counts
type_change_stats ()
{
  return counts;
}

const char *
call_may_change_types (gcall *call)
{
  if (gimple_call_internal_p (call))
    return "an internal function that may write memory";
  tree fn = gimple_call_fndecl (call);
  if (fn && DECL_CXX_CONSTRUCTOR_P (fn))
    return "a constructor call";
  if (fn && fndecl_built_in_p (fn))
    return "a built-in that may write the object";
  tree callee = gimple_call_fn (call);
  unsigned slot = 0;
  bool virtual_call = callee && TREE_CODE (callee) == OBJ_TYPE_REF
		      && tree_fits_shwi_p (OBJ_TYPE_REF_TOKEN (callee));
  if (virtual_call)
    {
      std::string key = virtual_constant_key (obj_type_ref_class (callee));
      auto c = slots.find (key);
      if (c != slots.end ())
	{
	  auto s = c->second.find (tree_to_shwi (OBJ_TYPE_REF_TOKEN (callee)));
	  if (s != c->second.end ())
	    slot = s->second | 4;
	}
    }
  /* [basic.life]: another object in the storage is only reached through
     the pointer its construction returned or through std::launder; only
     constructors and destructors change the object a pointer reaches.  */
  if (strict_ok)
    return nullptr;
  if (!have_facts)
    return "no whole-program facts";
  if (fn)
    {
      cgraph_node *node = cgraph_node::get (fn);
      tree origin = fn;
      if (node)
	{
	  node = node->ultimate_alias_target ();
	  origin = node->former_clone_of ? node->former_clone_of : node->decl;
	}
      if (keeping.count (origin) || keeping.count (fn))
	return nullptr;
      return "a call to a function that may change dynamic types";
    }
  if (virtual_call)
    {
      if (!slot)
	return "a virtual call through a slot the link did not see";
      return (slot & s_keeps) ? nullptr
	     : "a virtual call whose targets may change dynamic types";
    }
  return external_changes
	 ? "an indirect call that may reach code that changes dynamic types"
	 : nullptr;
}

} // namespace tigdevirt
