/* virtual-constants.cc - deciding virtual constants, growing vtables,
   streaming the table.  See virtual-constants.h.

   Section ".gnu.lto_tigdevirt_vconst..." written at WPA into each
   partition: "TGDVVC01", u32 count, then per entry: the OTR key (u32
   length + bytes), i64 token, u32 number of arguments and each as i64,
   u32 kind, i64 value, i64 other value, the unique vtable's name, i64
   its address point, i64 offset in bits, u32 width, u32 signedness.  */

#include "virtual-constants.h"
#include "lto-section.h"
#include "vcp-evaluate.h"
#include "vcp-layout.h"

namespace tigdevirt {

namespace {

typedef std::tuple<std::string, HOST_WIDE_INT, std::vector<HOST_WIDE_INT>>
  entry_key;

std::vector<vc_entry> entries;
std::vector<varpool_node *> unique_nodes;	/* Per entry (WPA).  */
std::map<entry_key, int> index_of;
std::map<entry_key, reason> refused;

/* Storage: one layout over every vtable variable that holds values.  */
vcp_layout layout;
struct vtable_storage
{
  varpool_node *node;
  HOST_WIDE_INT ap_bytes;	/* The primary address point.  */
  /* Values: bit offset from the address point, width, value.  */
  std::vector<std::tuple<HOST_WIDE_INT, unsigned, unsigned HOST_WIDE_INT>>
    values;
  /* Bytes the variable grew by (whole vtable entries).  */
  unsigned HOST_WIDE_INT grown = 0;
};
std::vector<vtable_storage> storage;
std::map<varpool_node *, unsigned> handle_of;
std::map<std::pair<std::string, HOST_WIDE_INT>, unsigned> slot_ids;
unsigned long bytes_added;
/* How many vtables grow_vtables grew.  */
unsigned n_grown;

HOST_WIDE_INT
int_value (tree cst)
{
  return vc_int_value (cst);
}

/* The smallest width (1, 8, 16, 32, 64 bits) that holds every one of
   VALUES of a type of SIGNEDNESS.  */

unsigned
width_for (const std::vector<HOST_WIDE_INT> &values, bool is_signed)
{
  bool bits = true;
  for (HOST_WIDE_INT v : values)
    if (v != 0 && v != 1)
      bits = false;
  if (bits)
    return 1;
  for (unsigned w = 8; w < 64; w *= 2)
    {
      bool fits = true;
      for (HOST_WIDE_INT v : values)
	if (is_signed ? (v < -(HOST_WIDE_INT_1 << (w - 1))
			 || v >= (HOST_WIDE_INT_1 << (w - 1)))
		      : ((unsigned HOST_WIDE_INT) v >= (HOST_WIDE_INT_1U << w)))
	  fits = false;
      if (fits)
	return w;
    }
  return 64;
}

unsigned
storage_handle (varpool_node *node, HOST_WIDE_INT ap_bytes)
{
  auto it = handle_of.find (node);
  if (it != handle_of.end ())
    return it->second;
  HOST_WIDE_INT size = tree_to_shwi (DECL_SIZE_UNIT (node->decl));
  unsigned h = layout.add_vtable (size - ap_bytes);
  storage.push_back ({ node, ap_bytes, {}, 0 });
  handle_of.emplace (node, h);
  return h;
}

/* Every vtable a call through OTR can load its slot from: OTR's and its
   derived classes', where defined.  Fills VTABLES with (class, address
   point); returns a reason when the hierarchy does not qualify.  */

reason
possible_vtables (const type_graph &g, poly_type *otr,
		  std::vector<std::pair<poly_type *, address_point>> &vtables)
{
  if (!otr->derivations_known)
    return reason::open_hierarchy;
  std::vector<poly_type *> types = g.all_derived (otr);
  types.insert (types.begin (), otr);
  for (poly_type *t : types)
    {
      if (has_virtual_base (t))
	return reason::virtual_inheritance;
      std::vector<HOST_WIDE_INT> pos = g.positions_of (t, otr);
      if (pos.size () != 1 || pos[0] != 0)
	return reason::secondary_vtable;
      /* No object's vptr can point to a vtable this unit does not define:
	 the unit makes every object of a closed hierarchy.  */
      if (!t->vtable_defined ())
	continue;
      const vptr_location *v = t->vptr_at (0);
      if (!v || !v->ap.valid ())
	return reason::vtable_not_readable;
      varpool_node *node = varpool_node::get (v->ap.vtable);
      if (!node || !node->definition || DECL_EXTERNAL (node->decl)
	  || node->externally_visible || node->in_other_partition
	  || !DECL_SIZE_UNIT (node->decl)
	  || !tree_fits_shwi_p (DECL_SIZE_UNIT (node->decl))
	  || TREE_CODE (TREE_TYPE (node->decl)) != ARRAY_TYPE)
	return reason::vtable_visible_outside;
      /* What grow_vtables needs, checked now: a decision must never rest
	 on a vtable that then cannot grow.  */
      tree elt = TREE_TYPE (TREE_TYPE (node->decl));
      tree ctor = node->get_constructor ();
      if (!ctor || TREE_CODE (ctor) != CONSTRUCTOR
	  || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (elt))
	  || tree_to_uhwi (TYPE_SIZE_UNIT (elt)) != 8
	  || tree_to_uhwi (DECL_SIZE_UNIT (node->decl)) % 8)
	return reason::vtable_not_readable;
      vtables.emplace_back (t, v->ap);
    }
  if (vtables.empty ())
    return reason::no_vtable;
  return reason::none;
}

/* Compute the entry of KEY; -1 and WHY if none.  */

int
make_entry (const type_graph &g, poly_type *otr, HOST_WIDE_INT token,
	    const std::vector<tree> &args, const entry_key &key,
	    unsigned budget, reason *why)
{
  std::vector<std::pair<poly_type *, address_point>> vtables;
  if ((*why = possible_vtables (g, otr, vtables)) != reason::none)
    return -1;

  /* The value of each vtable's method (don't-care for a pure virtual or
     an unused slot: calling it is undefined).  */
  std::vector<bool> care (vtables.size (), false);
  std::vector<HOST_WIDE_INT> values (vtables.size (), 0);
  tree rtype = NULL_TREE;
  for (unsigned i = 0; i < vtables.size (); i++)
    {
      slot s = read_slot (vtables[i].second, token);
      if (s.status == slot_status::pure_virtual
	  || s.status == slot_status::unreachable)
	continue;
      if (s.status != slot_status::method)
	{
	  *why = reason::vtable_not_readable;
	  return -1;
	}
      cgraph_node *fn = cgraph_node::get (s.fn);
      if (!fn)
	{
	  *why = reason::target_no_body;
	  return -1;
	}
      tree t = TREE_TYPE (TREE_TYPE (s.fn));
      if (!vcp_value_type_p (t))
	{
	  *why = reason::result_not_small_integer;
	  return -1;
	}
      if (rtype && (TYPE_PRECISION (t) != TYPE_PRECISION (rtype)
		    || TYPE_UNSIGNED (t) != TYPE_UNSIGNED (rtype)))
	{
	  *why = reason::different_return_types;
	  return -1;
	}
      rtype = t;
      eval_result r = evaluate_method (fn, args);
      if (!r.value)
	{
	  *why = r.why;
	  return -1;
	}
      care[i] = true;
      values[i] = int_value (r.value);
    }
  if (!rtype)
    {
      *why = reason::only_pure_virtual_targets;
      return -1;
    }

  vc_entry e;
  e.otr_key = std::get<0> (key);
  e.token = token;
  e.args = std::get<2> (key);
  e.value_signed = !TYPE_UNSIGNED (rtype);
  std::map<HOST_WIDE_INT, std::vector<unsigned>> by_value;
  for (unsigned i = 0; i < vtables.size (); i++)
    if (care[i])
      by_value[values[i]].push_back (i);
  varpool_node *unique = nullptr;
  if (by_value.size () == 1)
    {
      e.kind = vc_kind::uniform;
      e.value = by_value.begin ()->first;
    }
  else if (by_value.size () == 2
	   && (by_value.begin ()->second.size () == 1
	       || by_value.rbegin ()->second.size () == 1))
    {
      /* The value of one vtable: true for exactly one (or false for
	 exactly one).  */
      auto lone = by_value.begin ()->second.size () == 1
		  ? by_value.begin () : std::prev (by_value.end ());
      auto rest = lone == by_value.begin () ? std::prev (by_value.end ())
		  : by_value.begin ();
      /* With both values lone, prefer the true one (bool), i.e. nonzero.  */
      if (rest->second.size () == 1 && lone->first == 0)
	std::swap (lone, rest);
      const address_point &ap = vtables[lone->second[0]].second;
      e.kind = vc_kind::unique;
      e.value = lone->first;
      e.other_value = rest->first;
      unique = varpool_node::get (ap.vtable);
      e.unique_vtable = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (ap.vtable));
      e.unique_ap = ap.offset;
    }
  else
    {
      std::vector<HOST_WIDE_INT> cared;
      for (unsigned i = 0; i < vtables.size (); i++)
	if (care[i])
	  cared.push_back (values[i]);
      unsigned width = width_for (cared, e.value_signed);
      std::vector<unsigned> handles;
      for (auto &v : vtables)
	handles.push_back (storage_handle (varpool_node::get (v.second.vtable),
					   v.second.offset));
      auto sk = std::make_pair (e.otr_key, token);
      auto sid = slot_ids.emplace (sk, slot_ids.size ()).first->second;
      int64_t offset = layout.allocate (handles, width, sid, budget);
      if (offset < 0)
	{
	  *why = reason::vcp_budget_exhausted;
	  return -1;
	}
      e.kind = vc_kind::stored;
      e.offset_bits = offset;
      e.width = width;
      e.vtables = handles.size ();
      /* Stored when committed: the layout has reserved the bits, so a
	 later entry never takes them, but an entry no kept decision uses
	 leaves its vtables as they are.  */
      for (unsigned i = 0; i < vtables.size (); i++)
	e.stores.emplace_back (handles[i], (unsigned HOST_WIDE_INT) values[i]);
    }
  entries.push_back (e);
  unique_nodes.push_back (unique);
  return entries.size () - 1;
}

const section_format format
  = {"tigdevirt_vconst", "TGDVVC01", "virtual-constant table"};

} // anon namespace

HOST_WIDE_INT
vc_int_value (tree cst)
{
  if (TYPE_UNSIGNED (TREE_TYPE (cst)))
    return (HOST_WIDE_INT) wi::to_wide (cst).to_uhwi ();
  return wi::to_wide (cst).to_shwi ();
}

int
virtual_constant_for (const type_graph &g, poly_type *otr, HOST_WIDE_INT token,
		      const std::vector<tree> &args, unsigned budget,
		      reason *why)
{
  std::string k = vtable_key (otr->type);
  if (k.empty ())
    {
      *why = reason::no_vtable;
      return -1;
    }
  std::vector<HOST_WIDE_INT> values;
  for (tree a : args)
    values.push_back (int_value (a));
  entry_key key (k, token, values);
  auto it = index_of.find (key);
  if (it != index_of.end ())
    return it->second;
  auto r = refused.find (key);
  if (r != refused.end ())
    {
      *why = r->second;
      return -1;
    }
  int i = make_entry (g, otr, token, args, key, budget, why);
  if (i < 0)
    refused.emplace (key, *why);
  else
    index_of.emplace (key, i);
  return i;
}

const vc_entry &
virtual_constant (int index)
{
  return entries[index];
}

void
commit_virtual_constant (int index)
{
  vc_entry &e = entries[index];
  if (e.committed)
    return;
  e.committed = true;
  for (auto &st : e.stores)
    storage[st.first].values.emplace_back (e.offset_bits, e.width, st.second);
}

varpool_node *
unique_vtable_node (int index)
{
  return index < (int) unique_nodes.size () ? unique_nodes[index] : nullptr;
}

std::string
virtual_constant_text (const vc_entry &e)
{
  char buf[256];
  switch (e.kind)
    {
    case vc_kind::uniform:
      snprintf (buf, sizeof buf, "%" PRId64, (int64_t) e.value);
      break;
    case vc_kind::unique:
      snprintf (buf, sizeof buf, "vptr == %s+%" PRId64 " ? %" PRId64
		" : %" PRId64, e.unique_vtable.c_str (), (int64_t) e.unique_ap,
		(int64_t) e.value, (int64_t) e.other_value);
      break;
    case vc_kind::stored:
      snprintf (buf, sizeof buf, "%u bit%s at bit %" PRId64, e.width,
		e.width == 1 ? "" : "s", (int64_t) e.offset_bits);
      break;
    }
  return buf;
}

bool
have_virtual_constants ()
{
  for (const vc_entry &e : entries)
    if (e.committed)
      return true;
  return false;
}

unsigned long
virtual_constant_bytes ()
{
  return bytes_added;
}

unsigned
vtables_grown ()
{
  return n_grown;
}

unsigned
grow_vtables ()
{
  unsigned grown = 0;
  for (unsigned h = 0; h < storage.size (); h++)
    {
      vtable_storage &s = storage[h];
      if (s.values.empty ())
	continue;
      tree var = s.node->decl;
      tree ctor = s.node->get_constructor ();
      tree elt_type = TREE_TYPE (TREE_TYPE (var));
      /* possible_vtables checked all this before any decision.  */
      gcc_checking_assert (ctor && TREE_CODE (ctor) == CONSTRUCTOR);
      unsigned HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (elt_type));
      unsigned HOST_WIDE_INT old_bytes
	= tree_to_uhwi (DECL_SIZE_UNIT (var));
      /* Up to the end of the last committed value (the layout's size
	 counts the values of entries no kept decision uses too).  */
      uint64_t end_bits = 0;
      for (auto &v : s.values)
	end_bits = std::max<uint64_t> (end_bits, std::get<0> (v)
						 + std::get<1> (v));
      unsigned HOST_WIDE_INT new_bytes
	= std::max<unsigned HOST_WIDE_INT> (old_bytes,
					    s.ap_bytes + (end_bits + 7) / 8);
      new_bytes = (new_bytes + esize - 1) / esize * esize;
      unsigned n_old = old_bytes / esize, n_new = new_bytes / esize;
      std::vector<unsigned HOST_WIDE_INT> words (n_new - n_old, 0);
      for (auto &v : s.values)
	{
	  HOST_WIDE_INT bit = s.ap_bytes * 8 + std::get<0> (v)
			      - (HOST_WIDE_INT) old_bytes * 8;
	  unsigned width = std::get<1> (v);
	  unsigned HOST_WIDE_INT value = std::get<2> (v);
	  for (unsigned b = 0; b < width; b++)
	    if ((value >> b) & 1)
	      words[(bit + b) / 64] |= HOST_WIDE_INT_1U << ((bit + b) % 64);
	}
      /* A new array type (never the shared one) and an initializer
	 whose elements follow each other from 0 without indices, as the
	 front end writes a vtable's: GCC's lookup of a virtual method
	 (gimple_get_virt_method_for_vtable) indexes the elements directly,
	 and its checking builds assert that they have none.  Explicit
	 indices only if some element is skipped (never in a vtable the
	 front end wrote).  */
      std::vector<std::pair<unsigned HOST_WIDE_INT, tree>> at;
      unsigned HOST_WIDE_INT pos = 0, i;
      tree idx, val;
      FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (ctor), i, idx, val)
	{
	  if (idx && TREE_CODE (idx) == INTEGER_CST)
	    pos = tree_to_uhwi (idx);
	  at.emplace_back (pos, val);
	  pos++;
	}
      for (unsigned k = 0; k < words.size (); k++)
	at.emplace_back (n_old + k,
			 wide_int_to_tree (elt_type, wi::uhwi (words[k], 64)));
      bool consecutive = true;
      for (unsigned k = 0; k < at.size (); k++)
	consecutive &= at[k].first == k;
      vec<constructor_elt, va_gc> *elts = NULL;
      for (auto &e : at)
	CONSTRUCTOR_APPEND_ELT (elts, consecutive ? NULL_TREE
					: size_int (e.first), e.second);
      tree type = build_array_type_nelts (elt_type, n_new);
      TREE_TYPE (var) = type;
      DECL_SIZE (var) = NULL_TREE;
      DECL_SIZE_UNIT (var) = NULL_TREE;
      layout_decl (var, 0);
      tree init = build_constructor (type, elts);
      TREE_CONSTANT (init) = 1;
      TREE_STATIC (init) = 1;
      DECL_INITIAL (var) = init;
      s.node->remove_all_references ();
      record_references_in_initializer (var, false);
      bytes_added += new_bytes - old_bytes;
      s.grown = new_bytes - old_bytes;
      grown++;
    }
  n_grown = grown;
  return grown;
}

void
dump_virtual_constants (FILE *f)
{
  if (entries.empty () && refused.empty ())
    return;
  fprintf (f, "\nVirtual constants: %u entries, %u refused, %u vtables "
	   "grown by %lu bytes\n", (unsigned) entries.size (),
	   (unsigned) refused.size (), (unsigned) storage.size (),
	   bytes_added);
  for (unsigned i = 0; i < entries.size (); i++)
    {
      const vc_entry &e = entries[i];
      fprintf (f, "vc %u %s token=%" PRId64 " args=(", i, e.otr_key.c_str (),
	       (int64_t) e.token);
      for (unsigned k = 0; k < e.args.size (); k++)
	fprintf (f, "%s%" PRId64, k ? "," : "", (int64_t) e.args[k]);
      fprintf (f, ") ");
      switch (e.kind)
	{
	case vc_kind::uniform:
	  fprintf (f, "uniform %" PRId64 "\n", (int64_t) e.value);
	  break;
	case vc_kind::unique:
	  fprintf (f, "unique %s+%" PRId64 " ? %" PRId64 " : %" PRId64 "\n",
		   e.unique_vtable.c_str (), (int64_t) e.unique_ap,
		   (int64_t) e.value, (int64_t) e.other_value);
	  break;
	case vc_kind::stored:
	  fprintf (f, "stored at bit %" PRId64 ", %u bits, in %u vtables\n",
		   (int64_t) e.offset_bits, e.width, e.vtables);
	  break;
	}
      if (!e.committed)
	fprintf (f, "vc %u not committed: no kept decision uses it\n", i);
    }
  for (unsigned h = 0; h < storage.size (); h++)
    fprintf (f, "vtable %s: %" PRIu64 " bytes added (%" PRIu64 " used)\n",
	     storage[h].node->dump_asm_name (), (uint64_t) storage[h].grown,
	     (uint64_t) layout.added_bytes (h));
}

void
write_virtual_constants ()
{
  if (!have_virtual_constants ())
    return;
  section_writer out;
  uint32_t n = 0;
  for (const vc_entry &e : entries)
    n += e.committed;
  out.u32 (n);
  for (const vc_entry &e : entries)
    {
      if (!e.committed)
	continue;
      out.str (e.otr_key);
      out.i64 (e.token);
      out.u32 (e.args.size ());
      for (HOST_WIDE_INT a : e.args)
	out.i64 (a);
      out.u32 ((uint32_t) e.kind);
      out.i64 (e.value);
      out.i64 (e.other_value);
      out.str (e.unique_vtable);
      out.i64 (e.unique_ap);
      out.i64 (e.offset_bits);
      out.u32 (e.width);
      out.u32 (e.value_signed);
    }
  /* WPA writes its streams for LTRANS uncompressed, as GCC does.  */
  write_section (format, {&out}, !flag_wpa);
}

/* One partition's table; false if it is malformed (a table we cannot
   read leaves every call as it is: correct).  */

static bool
read_table (lto_file_decl_data *, section_reader &in)
{
  uint32_t n = 0;
  bool ok = in.u32 (n);
  std::vector<vc_entry> got;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      vc_entry e;
      uint32_t nargs, kind, width, sign;
      ok = in.str (e.otr_key) && in.i64 (e.token) && in.u32 (nargs)
	   && nargs < 64;
      for (uint32_t k = 0; ok && k < nargs; k++)
	{
	  HOST_WIDE_INT a;
	  ok = in.i64 (a);
	  e.args.push_back (a);
	}
      ok = ok && in.u32 (kind) && kind <= (uint32_t) vc_kind::stored
	   && in.i64 (e.value) && in.i64 (e.other_value)
	   && in.str (e.unique_vtable) && in.i64 (e.unique_ap)
	   && in.i64 (e.offset_bits) && in.u32 (width) && in.u32 (sign)
	   && width <= 64;
      if (!ok)
	break;
      e.kind = (vc_kind) kind;
      e.width = width;
      e.value_signed = sign;
      e.committed = true;
      got.push_back (e);
    }
  if (!ok)
    return false;
  for (vc_entry &e : got)
    {
      entry_key key (e.otr_key, e.token, e.args);
      if (index_of.count (key))
	continue;
      entries.push_back (e);
      index_of.emplace (key, entries.size () - 1);
    }
  return true;
}

void
read_virtual_constants ()
{
  read_sections (format, read_table);
}

const vc_entry *
find_virtual_constant (const std::string &otr_key, HOST_WIDE_INT token,
		       const std::vector<HOST_WIDE_INT> &args)
{
  auto it = index_of.find (entry_key (otr_key, token, args));
  if (it == index_of.end () || !entries[it->second].committed)
    return nullptr;
  return &entries[it->second];
}

} // namespace tigdevirt
