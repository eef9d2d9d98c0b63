/* field-pointers.cc - the functions stored in function-pointer fields,
   and the calls through them.  See field-pointers.h.  Compile time (the
   walk, the section) and WPA (the joined table, the calls' lists); a
   compile without -flto walks its bodies where the analysis asks.

   Over 600 lines, one file on purpose: the walk, the section's writer
   and reader and the lists share the tables of the anonymous namespace
   below (the stores by field, the edges' fields, the symbols by order),
   which a split would have to publish in a header for no other user.  */

#include "field-pointers.h"
#include "field-types.h"
#include "lto-section.h"
#include "passed-functions.h"
#include "pointer-calls.h"
#include "program-counts.h"
#include "type-names.h"

namespace tigdevirt {

namespace {

const section_format format
  = {"tigdevirt_fnfields", "TGDVFF03", "function-pointer field records"};

/* The weight of a store run once per run of its function.  */
const unsigned once = 16;

/* A store, its symbols by symtab order: a function (or variable) the
   link removes after the records are read (unreachable) is then simply
   not found, and its stores, which never run, count for nothing.  The
   storer is the function whose statement stores, or the variable whose
   static initializer holds the value.  */
struct store
{
  int storer;
  int target;			/* -1: not a known function.  */
  /* A public target's assembler name (an identifier's, which lives as
     long as the compiler), else null.  The node a unit's record names
     for a function defined in another unit is its declaration there,
     and for an inline function (a lambda's invoker) possibly a copy
     another unit's prevails over: both are merged away after the
     records are read (lto_symtab_merge_symbols), and their orders then
     name nothing; the name finds the one that stays.  */
  const char *target_name;
  unsigned weight;
  /* The storer's parameter whose value is stored (the functions its
     callers pass, passed-functions.h), or -1.  */
  int param;
};

/* A call's list, as made from its field's stores for its type's digest:
   every call through one field shares it (std::function's invoker is
   called wherever operator () was inlined).  */
struct made_list
{
  bool any;
  target_list list;
};

struct field_entry
{
  std::string label;
  std::vector<store> stores;
  int index;			/* In field_keys.  */
  std::map<uint32_t, made_list> lists;	/* By digest.  */
};

/* The program's fields by key (class key, newline, position), and each
   call's field; made by the first read or query, until released.  */
std::map<std::string, field_entry> *fields;
hash_map<cgraph_edge *, int> *edge_field;
/* The calls whose pointer the load names the field of (a COMPONENT_REF
   of it, not an offset matched by type): what a proof may use.  */
hash_set<cgraph_edge *> *exact_edges;
std::vector<const std::string *> *field_keys;	/* By index.  */
cgraph_edge_hook_list *removal_hook;
bool walked_bodies;
/* The functions by symtab order, made by the first query.  */
std::unordered_map<int, symtab_node *> *by_order;

void
forget_edge (cgraph_edge *e, void *)
{
  edge_field->remove (e);
  exact_edges->remove (e);
}

/* The function-pointer field at BITPOS bits of class REC, in it or in a
   class it contains (a base, a member), if one starts there.  */
tree
field_at (tree rec, HOST_WIDE_INT bitpos, int depth = 0)
{
  if (!rec || !RECORD_OR_UNION_TYPE_P (rec) || depth > 8)
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL || !DECL_SIZE (f)
	  || !tree_fits_shwi_p (bit_position (f))
	  || !tree_fits_shwi_p (DECL_SIZE (f)))
	continue;
      HOST_WIDE_INT pos = int_bit_position (f);
      if (bitpos < pos || bitpos >= pos + tree_to_shwi (DECL_SIZE (f)))
	continue;
      if (bitpos == pos && function_pointer_field_p (f))
	return f;
      if (RECORD_OR_UNION_TYPE_P (TREE_TYPE (f)))
	return field_at (TREE_TYPE (f), bitpos - pos, depth + 1);
      return NULL_TREE;
    }
  return NULL_TREE;
}

/* The field REF names, when REF is a field of function-pointer type of a
   class (an access of any object's: this->f, p->f, a.b.f); or, where
   inlining folded the access to a reference into an offset
   (`MEM[(T &) this + 24]': std::function's swap), the field at that
   offset of the class the address points to.  The latter is a guess
   from the pointer's type, which GIMPLE does not keep faithfully: good
   for a guard, which compares, never for a proof.  */
tree
field_of (tree ref)
{
  if (!ref)
    return NULL_TREE;
  if (TREE_CODE (ref) == COMPONENT_REF)
    {
      tree f = TREE_OPERAND (ref, 1);
      return function_pointer_field_p (f) && fixed_position_p (f) ? f
	     : NULL_TREE;
    }
  if (TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_TYPE (ref)) != POINTER_TYPE
      || TREE_CODE (TREE_TYPE (TREE_TYPE (ref))) != FUNCTION_TYPE
      || !tree_fits_shwi_p (TREE_OPERAND (ref, 1)))
    return NULL_TREE;
  tree base = TREE_OPERAND (ref, 0);
  tree rec = NULL_TREE;
  if (TREE_CODE (base) == ADDR_EXPR)
    rec = TREE_TYPE (TREE_OPERAND (base, 0));
  else if (TREE_CODE (base) == SSA_NAME
	   && POINTER_TYPE_P (TREE_TYPE (base)))
    rec = TREE_TYPE (TREE_TYPE (base));
  HOST_WIDE_INT off = tree_to_shwi (TREE_OPERAND (ref, 1));
  if (!rec || off < 0 || off > (HOST_WIDE_INT) 1 << 40)
    return NULL_TREE;
  return field_at (TYPE_MAIN_VARIANT (rec), off * BITS_PER_UNIT);
}

std::string
field_label_of (tree f)
{
  tree rec = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
  std::string s = type_name_of (rec);
  s += "::";
  s += DECL_NAME (f) ? IDENTIFIER_POINTER (DECL_NAME (f)) : "<anon>";
  return s;
}

/* The field a pointer call of E loads its pointer from, if any: the
   called SSA name defined by a load of the field.  *EXACT, if given,
   says whether the load names the field of a class (a COMPONENT_REF),
   rather than an offset matched to it by a pointer's type.  */
tree
called_field (cgraph_edge *e, bool *exact = nullptr)
{
  if (exact)
    *exact = false;
  if (!e->call_stmt || edge_polymorphic_call (e))
    return NULL_TREE;
  tree fn = gimple_call_fn (e->call_stmt);
  if (!fn || TREE_CODE (fn) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (fn);
  if (!def || !gimple_assign_single_p (def))
    return NULL_TREE;
  tree ref = gimple_assign_rhs1 (def);
  tree f = field_of (ref);
  if (exact && f && TREE_CODE (ref) == COMPONENT_REF
      && TREE_CODE (DECL_CONTEXT (f)) == RECORD_TYPE)
    *exact = true;
  return f;
}

/* A store's weight: COUNT, its block's (or a PHI argument's edge's)
   count, as a frequency in its function, ONCE for once per run, at least
   1.  */
unsigned
store_weight (function *fun, profile_count count)
{
  profile_count entry = ENTRY_BLOCK_PTR_FOR_FN (fun)->count;
  if (!count.initialized_p () || !entry.initialized_p ()
      || !entry.nonzero_p ())
    return once;
  double f = count.to_sreal_scale (entry).to_double ();
  return (unsigned) MAX (1.0, MIN (f * once + 0.5, 1e6));
}

/* The index of NODE's parameter whose value V is on entry (as it is or
   converted), or -1.  */
int
parameter_index (cgraph_node *node, tree v)
{
  if (TREE_CODE (v) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (v))
    {
      gimple *def = SSA_NAME_DEF_STMT (v);
      if (!def || !is_gimple_assign (def)
	  || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	return -1;
      v = gimple_assign_rhs1 (def);
    }
  if (TREE_CODE (v) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (v)
      || !SSA_NAME_VAR (v) || TREE_CODE (SSA_NAME_VAR (v)) != PARM_DECL)
    return -1;
  int i = 0;
  for (tree a = DECL_ARGUMENTS (node->decl); a; a = DECL_CHAIN (a), i++)
    if (a == SSA_NAME_VAR (v))
      return i;
  return -1;
}

/* Every store to a function-pointer field in NODE's body: VISIT (FIELD,
   TARGET, WEIGHT, PARAM), TARGET the stored function's node or null,
   PARAM the index of NODE's parameter stored (-1: none).  A store of a
   null pointer stores nothing a call can reach.  */
template<typename F>
void
walk_stores (cgraph_node *node, F visit)
{
  function *fun = DECL_STRUCT_FUNCTION (node->decl);
  if (!fun || !fun->cfg)
    return;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *s = gsi_stmt (gsi);
	if (!gimple_assign_single_p (s))
	  continue;
	tree f = field_of (gimple_assign_lhs (s));
	if (!f)
	  continue;
	tree v = gimple_assign_rhs1 (s);
	if (integer_zerop (v))
	  continue;
	/* One store of a choice between functions (`enc = plain; if (m)
	   enc = mixed;' becomes a store of a PHI once GCC sinks the two
	   stores into one: GCC 17's snapshot does): each function with
	   its edge's count.  */
	gimple *def = TREE_CODE (v) == SSA_NAME ? SSA_NAME_DEF_STMT (v)
		      : nullptr;
	if (def && gimple_code (def) == GIMPLE_PHI)
	  {
	    gphi *phi = as_a<gphi *> (def);
	    for (unsigned a = 0; a < gimple_phi_num_args (phi); a++)
	      {
		tree arg = gimple_phi_arg_def (phi, a);
		if (integer_zerop (arg))
		  continue;
		visit (f, function_address (arg),
		       store_weight (fun, gimple_phi_arg_edge (phi, a)->count ()),
		       parameter_index (node, arg));
	      }
	    continue;
	  }
	visit (f, function_address (v), store_weight (fun, bb->count),
	       parameter_index (node, v));
      }
}

/* Every function-pointer field a static initializer sets: VISIT (FIELD,
   TARGET, WEIGHT) for each, in nested classes and arrays too (a table of
   operations: `static const ops table = { read_fn, write_fn }').  */
template<typename F>
void
walk_initializer (tree init, F &visit, int depth = 0)
{
  if (!init || TREE_CODE (init) != CONSTRUCTOR || depth > 8)
    return;
  unsigned i;
  tree idx, val;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (init), i, idx, val)
    {
      if (!val)
	continue;
      if (TREE_CODE (val) == CONSTRUCTOR)
	{
	  walk_initializer (val, visit, depth + 1);
	  continue;
	}
      if (!idx || !function_pointer_field_p (idx)
	  || !fixed_position_p (idx))
	continue;
      STRIP_NOPS (val);
      if (integer_zerop (val))
	continue;
      visit (idx, function_address (val), once, -1);
    }
}

template<typename F>
void
walk_variable (varpool_node *v, F visit)
{
  if (!v->definition || v->alias)
    return;
  tree init = DECL_INITIAL (v->decl);
  if (init && init != error_mark_node)
    walk_initializer (init, visit);
}

/* The key of field F: its class's name as streamed (or, in memory, its
   key in the unit), a newline, its position.  Empty for a class without
   a name the link can use.  */
std::string
field_key (tree f, lto_symtab_encoder_t encoder)
{
  tree rec = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
  std::string key = unit_holder_key (rec);
  if (key.empty ())
    return key;
  if (encoder)
    key = streamed_class_name (rec, key, encoder);
  return key;
}

std::string
join_key (const std::string &cls, HOST_WIDE_INT pos)
{
  return cls + "\n" + std::to_string ((long long) pos);
}

void
make_tables ()
{
  if (!fields)
    {
      fields = new std::map<std::string, field_entry>;
      edge_field = new hash_map<cgraph_edge *, int>;
      exact_edges = new hash_set<cgraph_edge *>;
      field_keys = new std::vector<const std::string *>;
    }
}

/* A compile without -flto: the bodies are in memory; walk them once.  */
void
walk_bodies ()
{
  if (walked_bodies || in_lto_p)
    return;
  walked_bodies = true;
  make_tables ();
  symtab_node *storer = nullptr;
  auto note = [&] (tree f, cgraph_node *target, unsigned w, int param)
    {
      std::string cls = field_key (f, nullptr);
      if (cls.empty ())
	return;
      field_entry &fe = (*fields)[join_key (cls, int_bit_position (f))];
      if (fe.label.empty ())
	{
	  fe.label = field_label_of (f);
	  fe.index = -1;
	}
      fe.stores.push_back ({storer->order, target ? target->order : -1,
			    nullptr, w, param});
    };
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    if (gimple_has_body_p (node->decl))
      {
	storer = node;
	walk_stores (node, note);
      }
  varpool_node *v;
  FOR_EACH_DEFINED_VARIABLE (v)
    {
      storer = v;
      walk_variable (v, note);
    }
}

} // anon namespace

void
write_field_pointers ()
{
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  struct out_field
  {
    std::string cls, label;
    HOST_WIDE_INT pos;
    std::vector<std::array<uint32_t, 4>> stores;
  };
  std::vector<out_field> out;
  std::map<std::string, unsigned> index;
  /* Each FIELD_DECL's index once: its key (the class's streamed name,
     the joined string, a lookup) is the same for each of its stores and
     calls.  */
  hash_map<tree, int> by_decl;
  auto field_index = [&] (tree f) -> int
    {
      if (int *known = by_decl.get (f))
	return *known;
      int k = -1;
      std::string cls = field_key (f, encoder);
      if (!cls.empty ())
	{
	  HOST_WIDE_INT pos = int_bit_position (f);
	  auto ins = index.emplace (join_key (cls, pos), out.size ());
	  if (ins.second)
	    out.push_back ({cls, field_label_of (f), pos, {}});
	  k = ins.first->second;
	}
      by_decl.put (f, k);
      return k;
    };

  /* A store by the symbol of encoder reference STORER.  */
  auto record_store = [&] (int storer, tree f, cgraph_node *target,
			   unsigned w, int param)
    {
      int k = field_index (f);
      if (k < 0)
	return;
      int ref = target ? lto_symtab_encoder_lookup (encoder, target)
		       : LCC_NOT_FOUND;
      out[k].stores.push_back ({(uint32_t) storer,
				ref == LCC_NOT_FOUND ? 0u
				: (uint32_t) ref + 1, w,
				(uint32_t) (param + 1)});
    };

  section_writer calls;
  uint32_t ncalls = 0;
  std::vector<uint32_t> edge_fields;
  for_each_streamed_body ([&] (int i, cgraph_node *node)
    {
      walk_stores (node, [&] (tree f, cgraph_node *target, unsigned w,
			      int param)
	{ record_store (i, f, target, w, param); });
      edge_fields.clear ();
      bool any = false;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  bool exact;
	  tree f = called_field (e, &exact);
	  int k = f ? field_index (f) : -1;
	  edge_fields.push_back (k < 0 ? 0 : 2 * k + 1 + exact);
	  any |= k >= 0;
	}
      if (!any)
	return;
      calls.uleb (i);
      calls.uleb (edge_fields.size ());
      for (uint32_t k : edge_fields)
	calls.uleb (k);
      ncalls++;
    });
  /* Static initializers: the variables this output defines.  */
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    if (varpool_node *v
	  = dyn_cast<varpool_node *> (lto_symtab_encoder_deref (encoder, i)))
      if (lto_symtab_encoder_encode_initializer_p (encoder, v))
	walk_variable (v, [&] (tree f, cgraph_node *target, unsigned w,
			       int param)
	  { record_store (i, f, target, w, param); });
  if (out.empty ())
    return;
  section_writer head;
  head.u32 (out.size ());
  for (const out_field &f : out)
    {
      head.lstr (f.cls);
      head.i64 (f.pos);
      head.lstr (f.label);
      head.uleb (f.stores.size ());
      for (const auto &s : f.stores)
	for (uint32_t v : s)
	  head.uleb (v);
    }
  head.u32 (ncalls);
  write_section (format, {&head, &calls}, true);
}

namespace {

bool
read_section (lto_file_decl_data *file, section_reader &in)
{
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  int size = lto_symtab_encoder_size (encoder);
  auto node_at = [&] (uint32_t ref) -> cgraph_node *
    {
      return dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder,
								ref));
    };
  uint32_t nfields;
  if (!in.u32 (nfields) || nfields > in.left ())
    return false;
  /* This unit's field indices: its fields' entries, or null (a class
     the link cannot name).  */
  std::vector<int> local (nfields, -1);
  for (uint32_t k = 0; k < nfields; k++)
    {
      std::string cls, label;
      HOST_WIDE_INT pos;
      uint32_t nstores;
      if (!in.lstr (cls) || !in.i64 (pos) || !in.lstr (label)
	  || !in.uleb (nstores) || nstores > in.left ())
	return false;
      cls = link_local_key (cls, file);
      field_entry *fe = nullptr;
      if (!cls.empty ())
	{
	  std::string key = join_key (cls, pos);
	  auto ins = fields->emplace (key, field_entry ());
	  fe = &ins.first->second;
	  if (ins.second)
	    {
	      fe->label = label;
	      fe->index = field_keys->size ();
	      field_keys->push_back (&ins.first->first);
	    }
	  local[k] = fe->index;
	}
      for (uint32_t s = 0; s < nstores; s++)
	{
	  uint32_t storer, target, w, param;
	  if (!in.uleb (storer) || !in.uleb (target) || !in.uleb (w)
	      || !in.uleb (param) || (int) storer >= size
	      || (int) target > size || param > 65536)
	    return false;
	  /* A function or a variable (GCC 16's encoder also holds
	     toplevel asm: neither).  */
	  symtab_node *sn = node_at (storer);
	  if (!sn)
	    sn = dyn_cast<varpool_node *> (lto_symtab_encoder_deref (encoder,
								     storer));
	  cgraph_node *tn = target ? node_at (target - 1) : nullptr;
	  const char *name = nullptr;
	  if (tn && TREE_PUBLIC (tn->decl))
	    name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (tn->decl));
	  if (fe && sn)
	    fe->stores.push_back ({sn->order, tn ? tn->order : -1, name, w,
				   (int) param - 1});
	}
    }
  bool ok = read_indirect_edge_records
    (file, in, [&] (cgraph_edge *e, uint32_t v)
     {
       uint32_t k = (v + 1) / 2;
       if (k > nfields)
	 return false;
       if (k && local[k - 1] >= 0 && e && !edge_polymorphic_call (e))
	 {
	   edge_field->put (e, local[k - 1]);
	   if (v % 2 == 0)
	     exact_edges->add (e);
	 }
       return true;
     });
  return ok && in.at_end ();
}

} // anon namespace

void
read_field_pointers ()
{
  make_tables ();
  read_sections (format, read_section);
  if (!removal_hook && edge_field->elements ())
    removal_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
}

namespace {

/* More stored functions than this in one field make no list.  */
const unsigned max_stored_functions = 64;

made_list make_list (const field_entry &fe, uint32_t digest);

} // anon namespace

bool
field_pointer_targets (cgraph_edge *e, target_list &t, std::string *label)
{
  walk_bodies ();
  if (!fields)
    return false;
  field_entry *fe = nullptr;
  if (!in_lto_p)
    {
      /* The body in memory (a compile without -flto).  */
      tree f = called_field (e);
      std::string cls = f ? field_key (f, nullptr) : std::string ();
      auto it = cls.empty () ? fields->end ()
		: fields->find (join_key (cls, int_bit_position (f)));
      fe = it == fields->end () ? nullptr : &it->second;
    }
  else if (int *k = edge_field->get (e))
    fe = &fields->find (*(*field_keys)[*k])->second;
  if (!fe)
    return false;
  uint32_t digest = pointer_call_digest (e);
  if (!digest)
    return false;
  auto made = fe->lists.find (digest);
  if (made == fe->lists.end ())
    made = fe->lists.emplace (digest, make_list (*fe, digest)).first;
  if (!made->second.any)
    return false;
  t = made->second.list;
  if (label)
    *label = fe->label;
  return true;
}

cgraph_node *
function_by_name (const char *name)
{
  cgraph_node *declared = nullptr;
  for (symtab_node *n = symtab_node::get_for_asmname (get_identifier (name));
       n; n = n->next_sharing_asm_name)
    if (cgraph_node *c = dyn_cast<cgraph_node *> (n))
      {
	if (c->definition)
	  return c;
	if (!declared)
	  declared = c;
      }
  return declared;
}

void
keep_field_callers_apart (const field_records &fields)
{
  for_each_ssa_body ([&fields] (cgraph_node *node)
    {
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  bool exact;
	  tree f = called_field (e, &exact);
	  if (f && exact && function_field_may_prove (fields, f))
	    {
	      keep_apart_from_icf (node->decl);
	      return;
	    }
	}
    });
}

symtab_node *
symbol_by_order (int order)
{
  if (!by_order)
    {
      by_order = new std::unordered_map<int, symtab_node *>;
      symtab_node *n;
      FOR_EACH_SYMBOL (n)
	(*by_order)[n->order] = n;
    }
  auto it = by_order->find (order);
  return it == by_order->end () ? nullptr : it->second;
}

bool
exact_call_field (cgraph_edge *e, tree *record, std::string *cls,
		  HOST_WIDE_INT *pos)
{
  *record = NULL_TREE;
  if (!in_lto_p)
    {
      bool exact;
      tree f = called_field (e, &exact);
      if (!f || !exact)
	return false;
      *record = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
      *pos = int_bit_position (f);
      return true;
    }
  int *k = edge_field ? edge_field->get (e) : nullptr;
  if (!k || !exact_edges->contains (e))
    return false;
  const std::string &key = *(*field_keys)[*k];
  size_t nl = key.rfind ('\n');
  if (nl == std::string::npos)
    return false;
  *cls = key.substr (0, nl);
  *pos = atoll (key.c_str () + nl + 1);
  return true;
}

namespace {

/* The list of a call of digest DIGEST through field FE: its stored
   functions of that type, their weights, the other values'.  None (ANY
   false) when no known function was stored, or more than
   max_stored_functions: no guard can pay off among so many, and each of
   the field's calls would weigh them all.  */
made_list
make_list (const field_entry &fe, uint32_t digest)
{
  made_list m;
  m.any = false;

  /* Each stored function's weight: its stores' frequencies times how
     often their functions run; the unknown values' in the rest.  */
  auto node = symbol_by_order;
  const program_counts *pc = current_program_counts ();
  std::vector<std::pair<cgraph_node *, double>> found;
  std::unordered_map<cgraph_node *, unsigned> slot;
  double other = 0;
  auto add = [&] (cgraph_node *n, double w)
    {
      if (n)
	n = n->ultimate_alias_target ();
      if (n && function_type_digest (TREE_TYPE (n->decl)) != digest)
	n = nullptr;
      if (!n)
	{
	  other += w;
	  return;
	}
      auto ins = slot.emplace (n, found.size ());
      if (ins.second)
	found.emplace_back (n, w);
      else
	found[ins.first->second].second += w;
    };
  for (const store &s : fe.stores)
    {
      symtab_node *storer = node (s.storer);
      if (!storer)
	continue;
      /* A static initializer holds its value once.  */
      cgraph_node *sf = dyn_cast<cgraph_node *> (storer);
      if (sf && s.param >= 0)
	{
	  /* A parameter: what the storer's callers pass.  */
	  passed_functions (sf, s.param, (double) s.weight / once, pc, add);
	  continue;
	}
      double w = s.weight * (pc && sf ? pc->of (sf) : 1.0) / once;
      add (s.target_name ? function_by_name (s.target_name)
	   : s.target >= 0 ? dyn_cast<cgraph_node *> (node (s.target))
	   : nullptr, w);
    }
  if (found.empty () || found.size () > max_stored_functions)
    return m;
  /* Most stored first (stable: the stores' order breaks ties), in
     integer weights whose largest is 1000 (target_list's instances).  */
  std::stable_sort (found.begin (), found.end (),
		    [] (const std::pair<cgraph_node *, double> &a,
			const std::pair<cgraph_node *, double> &b)
		    { return a.second > b.second; });
  double top = found[0].second > 0 ? found[0].second : 1;
  target_list &t = m.list;
  t.functions = true;
  t.complete = false;
  for (const auto &p : found)
    {
      t.targets.push_back (p.first);
      t.instances.push_back ((unsigned) MAX (1.0, p.second * 1000 / top
					       + 0.5));
      t.class_ap.push_back (address_point ());
    }
  t.other_weight = (unsigned) MIN (other * 1000 / top + 0.5, 1e9);
  m.any = true;
  return m;
}

} // anon namespace

void
release_field_pointers ()
{
  delete fields;
  fields = nullptr;
  delete edge_field;
  edge_field = nullptr;
  delete exact_edges;
  exact_edges = nullptr;
  delete field_keys;
  field_keys = nullptr;
  delete by_order;
  by_order = nullptr;
  walked_bodies = false;
  if (removal_hook)
    {
      symtab->remove_edge_removal_hook (removal_hook);
      removal_hook = nullptr;
    }
}

} // namespace tigdevirt
