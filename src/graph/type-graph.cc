/* type-graph.cc - building and querying the type inheritance graph.

   We reconstruct the graph the way GCC's build_type_inheritance_graph does:
   starting from the class of every virtual method and of every vtable in
   the symbol table, adding bases recursively from TYPE_BINFO.  The result
   is our own structure; GCC's odr_type table is not reachable from a
   plugin.  */

#include "type-graph.h"

namespace tigdevirt {

/* ---- poly_type ------------------------------------------------------ */

tree
poly_type::vtable () const
{
  return decode_address_point (BINFO_VTABLE (TYPE_BINFO (type))).vtable;
}

bool
poly_type::vtable_defined () const
{
  tree v = vtable ();
  varpool_node *vnode = v ? varpool_node::get (v) : nullptr;
  return vnode && vnode->definition;
}

bool
poly_type::abstract () const
{
  if (abstract_cache < 0)
    {
      abstract_cache = 0;
      for (const vptr_location &v : vptrs)
	{
	  unsigned n = count_slots (v.ap);
	  for (unsigned k = 0; k < n && !abstract_cache; k++)
	    if (read_slot (v.ap, k).status == slot_status::pure_virtual)
	      abstract_cache = 1;
	}
    }
  return abstract_cache;
}

const vptr_location *
poly_type::vptr_at (HOST_WIDE_INT offset) const
{
  for (const vptr_location &v : vptrs)
    if (v.offset == offset)
      return &v;
  return nullptr;
}

/* ---- type_graph ----------------------------------------------------- */

static bool
polymorphic_record_p (tree type)
{
  return type && TREE_CODE (type) == RECORD_TYPE && TYPE_BINFO (type)
	 && polymorphic_type_binfo_p (TYPE_BINFO (type));
}

std::string
type_graph::key_for (tree type) const
{
  if (const char *odr = odr_name (type))
    return std::string ("odr:") + odr;
  char buf[32];
  snprintf (buf, sizeof buf, "tree:%p", (void *) type);
  return buf;
}

poly_type *
type_graph::lookup (tree type) const
{
  /* Not a type: a function's context may be a namespace (GCC's local
     alias of a thunk's target, `*.LTHUNK5').  */
  if (!type || !TYPE_P (type))
    return nullptr;
  type = TYPE_MAIN_VARIANT (type);
  auto t = by_tree.find (type);
  if (t != by_tree.end ())
    return t->second;
  auto n = by_name.find (key_for (type));
  return n == by_name.end () ? nullptr : n->second;
}

poly_type *
type_graph::lookup_odr (const std::string &name) const
{
  if (!name.empty () && name[0] == '@')
    {
      tree c = local_class_at_link (name);
      return c ? lookup (c) : nullptr;
    }
  auto n = by_name.find ("odr:" + name);
  return n == by_name.end () ? nullptr : n->second;
}

bool
type_graph::derives_from (const poly_type *d, const poly_type *b) const
{
  for (const base_link &l : d->bases)
    if (l.base == b || derives_from (l.base, b))
      return true;
  return false;
}

poly_type *
type_graph::add (tree type)
{
  if (!type)
    return nullptr;
  type = TYPE_MAIN_VARIANT (type);
  if (poly_type *t = lookup (type))
    {
      by_tree[type] = t;
      return t;
    }
  if (!polymorphic_record_p (type))
    return nullptr;

  poly_type *t = new poly_type;
  t->id = all.size ();
  t->type = type;
  t->name = type_name_of (type);
  if (const char *odr = odr_name (type))
    t->odr = odr;
  else
    /* A local class's name in the facts (the census names it so).  */
    t->odr = unit_class_key (type);
  t->anonymous_namespace = in_anonymous_namespace (type);
  t->function_local = function_local (type);
  t->final_p = TYPE_FINAL_P (type);
  /* An LTRANS unit sees only part of the program.  */
  t->cxx_derivations_known
    = t->final_p
      || (!flag_ltrans && (t->anonymous_namespace || t->function_local));
  t->derivations_known = t->cxx_derivations_known;
  t->constructions_known
    = !flag_ltrans && (t->anonymous_namespace || t->function_local);
  all.push_back (t);
  by_tree[type] = t;
  by_name[key_for (type)] = t;
  add_bases (t);
  collect_vptrs (t);
  return t;
}

bool
binfo_has_virtual_base (tree binfo)
{
  tree base_binfo;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, base_binfo); i++)
    if (BINFO_VIRTUAL_P (base_binfo) || binfo_has_virtual_base (base_binfo))
      return true;
  return false;
}

void
type_graph::add_bases (poly_type *t)
{
  tree binfo = TYPE_BINFO (t->type);
  tree base_binfo;
  t->any_virtual_base = binfo_has_virtual_base (binfo);
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, base_binfo); i++)
    {
      if (!polymorphic_type_binfo_p (base_binfo))
	continue;
      poly_type *base = add (BINFO_TYPE (base_binfo));
      if (!base)
	continue;
      HOST_WIDE_INT off = tree_fits_shwi_p (BINFO_OFFSET (base_binfo))
			  ? tree_to_shwi (BINFO_OFFSET (base_binfo)) : -1;
      t->bases.push_back ({ base, off, (bool) BINFO_VIRTUAL_P (base_binfo) });
      if (std::find (base->derived.begin (), base->derived.end (), t)
	  == base->derived.end ())
	base->derived.push_back (t);
    }
}

/* Record, for each offset in a complete T object, the address point its
   vptr holds: that of the outermost subobject with a vtable there, which a
   preorder walk of T's BINFO tree meets first.  */

static void
walk_vptrs (const type_graph &g, poly_type *t, tree binfo)
{
  if (BINFO_VTABLE (binfo) && tree_fits_shwi_p (BINFO_OFFSET (binfo)))
    {
      HOST_WIDE_INT off = tree_to_shwi (BINFO_OFFSET (binfo));
      if (!t->vptr_at (off))
	t->vptrs.push_back ({ off, g.lookup (BINFO_TYPE (binfo)),
			      decode_address_point (BINFO_VTABLE (binfo)) });
    }
  tree base_binfo;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, base_binfo); i++)
    walk_vptrs (g, t, base_binfo);
}

void
type_graph::collect_vptrs (poly_type *t)
{
  walk_vptrs (*this, t, TYPE_BINFO (t->type));
}

void
type_graph::build ()
{
  symtab_node *n;
  std::vector<poly_type *> owners;
  FOR_EACH_SYMBOL (n)
    {
      if (cgraph_node *cn = dyn_cast<cgraph_node *> (n))
	{
	  if (DECL_VIRTUAL_P (cn->decl) && cn->real_symbol_p ()
	      && TREE_CODE (TREE_TYPE (cn->decl)) == METHOD_TYPE)
	    add (TYPE_METHOD_BASETYPE (TREE_TYPE (cn->decl)));
	}
      else if (varpool_node *vn = dyn_cast<varpool_node *> (n))
	{
	  tree ctx = DECL_CONTEXT (vn->decl);
	  if (!DECL_VIRTUAL_P (vn->decl) || !polymorphic_record_p (ctx))
	    continue;
	  poly_type *t = add (ctx);
	  vtable_kind kind = classify_vtable_var (vn->decl);
	  switch (kind)
	    {
	    case vtable_kind::vtable: vtables++; break;
	    case vtable_kind::construction_vtable: construction_vtables++; break;
	    default: break;
	    }
	  /* GCC's anonymous_construction_vtable_p: any virtual variable of
	     an anonymous class other than its main vtable.  */
	  if (t && t->anonymous_namespace && kind != vtable_kind::vtable
	      && vn->definition)
	    owners.push_back (t);
	}
    }
  for (poly_type *o : owners)
    for (poly_type *b : all_bases (o))
      b->base_of_construction_vtable = true;
}

/* The types reachable from T through NEXT, sorted by id.  */

template <typename Next>
static std::vector<poly_type *>
closure (poly_type *t, size_t n_types, Next next)
{
  std::vector<poly_type *> out;
  std::vector<bool> seen (n_types);
  std::vector<poly_type *> work;
  next (t, work);
  while (!work.empty ())
    {
      poly_type *d = work.back ();
      work.pop_back ();
      if (seen[d->id])
	continue;
      seen[d->id] = true;
      out.push_back (d);
      next (d, work);
    }
  std::sort (out.begin (), out.end (),
	     [] (poly_type *a, poly_type *b) { return a->id < b->id; });
  return out;
}

std::vector<poly_type *>
type_graph::all_derived (poly_type *t) const
{
  return closure (t, all.size (),
		  [] (poly_type *x, std::vector<poly_type *> &work)
		  { work.insert (work.end (), x->derived.begin (),
				 x->derived.end ()); });
}

std::vector<poly_type *>
type_graph::all_bases (poly_type *t) const
{
  return closure (t, all.size (),
		  [] (poly_type *x, std::vector<poly_type *> &work)
		  { for (const base_link &b : x->bases)
		      work.push_back (b.base); });
}

static void
walk_positions (const type_graph &g, tree binfo, poly_type *base,
		std::vector<HOST_WIDE_INT> &out)
{
  if (g.lookup (BINFO_TYPE (binfo)) == base
      && tree_fits_shwi_p (BINFO_OFFSET (binfo)))
    {
      HOST_WIDE_INT off = tree_to_shwi (BINFO_OFFSET (binfo));
      if (std::find (out.begin (), out.end (), off) == out.end ())
	out.push_back (off);
      return;
    }
  tree base_binfo;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, base_binfo); i++)
    if (polymorphic_type_binfo_p (base_binfo))
      walk_positions (g, base_binfo, base, out);
}

std::vector<HOST_WIDE_INT>
type_graph::positions_of (poly_type *t, poly_type *base) const
{
  std::vector<HOST_WIDE_INT> out;
  walk_positions (*this, TYPE_BINFO (t->type), base, out);
  return out;
}

static std::string
address_point_str (const address_point &ap)
{
  if (!ap.valid ())
    return "?";
  std::string s = DECL_ASSEMBLER_NAME_SET_P (ap.vtable)
		  ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (ap.vtable))
		  : "<vtable>";
  return s + "+" + std::to_string (ap.offset);
}

void
type_graph::dump (FILE *f, bool details) const
{
  fprintf (f, "Type inheritance graph: %u polymorphic types, %u vtables, "
	   "%u construction vtables\n",
	   (unsigned) all.size (), vtables, construction_vtables);
  for (poly_type *t : all)
    {
      fprintf (f, "type %u %s", t->id, t->name.c_str ());
      if (t->final_p)
	fprintf (f, " final");
      if (t->anonymous_namespace)
	fprintf (f, " anonymous-namespace");
      if (t->function_local)
	fprintf (f, " local");
      fprintf (f, " derivations=%s vtable=%s%s\n",
	       t->derivations_known ? "known" : "open",
	       !t->vtable () ? "none"
	       : t->vtable_defined () ? "defined" : "undefined",
	       t->vtable_reached ? "" : " (used by no code that can run)");
      if (!t->bases.empty ())
	{
	  fprintf (f, "  bases:");
	  for (const base_link &b : t->bases)
	    fprintf (f, " %u:%s@%" PRId64 "%s", b.base->id, b.base->name.c_str (),
		     (int64_t) b.offset, b.is_virtual ? "(virtual)" : "");
	  fprintf (f, "\n");
	}
      if (!t->derived.empty ())
	{
	  fprintf (f, "  derived:");
	  for (poly_type *d : t->derived)
	    fprintf (f, " %u:%s", d->id, d->name.c_str ());
	  fprintf (f, "\n");
	}
      for (const vptr_location &v : t->vptrs)
	{
	  fprintf (f, "  vptr@%" PRId64 " %s -> %s\n", (int64_t) v.offset,
		   v.subobject ? v.subobject->name.c_str () : "?",
		   address_point_str (v.ap).c_str ());
	  if (!details)
	    continue;
	  unsigned n = count_slots (v.ap);
	  for (unsigned k = 0; k < n; k++)
	    {
	      slot s = read_slot (v.ap, k);
	      fprintf (f, "    slot %u: %s\n", k,
		       s.fn ? function_name_of (s.fn).c_str () : "(none)");
	    }
	}
    }
  fprintf (f, "\n");
}

type_graph::type_graph ()
{
  static unsigned graphs_made;
  serial_ = ++graphs_made;
}

type_graph::~type_graph ()
{
  for (poly_type *t : all)
    delete t;
}

bool
has_virtual_base (const poly_type *t)
{
  /* The BINFO tree holds every base, the polymorphic ones included.  */
  return t->any_virtual_base;
}

} // namespace tigdevirt
