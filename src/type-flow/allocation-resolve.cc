/* allocation-resolve.cc - the proofs of allocation-types.h joined at
   the link: a pointer a direct call returned takes the class the called
   function's return proves (chains of factories included, as long as the
   function called is the body read: not interposable); a pointer loaded
   from a global variable takes the class every store to it stored, when
   the link sees every store; the alternatives of a PHI must agree.  */

#include "allocation-state.h"
#include "field-types.h"
#include "field-escapes.h"
#include "link-view.h"

namespace tigdevirt {

const char *const escape_not_field = "not held in a field";

using namespace alloc;

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
  /* Contained only if every alternative is.  */
  if (!acc.escape)
    acc.escape = r.escape;
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

bool resolve (tables &tab, field_records &fields, const allocation_proof &p,
	      type_graph &g, proved_type &out, int depth);
const char *set_reentry (tables &tab, const proved_type &t, type_graph &g);

/* What function CALLEE returns, called from REF (null: not from a
   call).  */

bool
resolve_function (tables &tab, field_records &fields, cgraph_node *callee,
		  symtab_node *ref, type_graph &g, proved_type &out, int depth)
{
  if (!callee || depth >= max_factory_depth)
    return false;
  enum availability avail;
  cgraph_node *f = callee->ultimate_alias_target (&avail, ref);
  /* Interposable: another body may run.  A thunk adjusts what it
     returns (covariant returns).  noipa: the boundary stays opaque.  */
  if (!f || avail < AVAIL_AVAILABLE || f->thunk || f->inlined_to
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (f->decl)))
    return false;
  auto memo = tab.returned.find (f);
  if (memo != tab.returned.end ())
    {
      out = memo->second.second;
      return memo->second.first;
    }
  tab.returned[f] = {false, proved_type ()};
  auto it = tab.return_proofs.find (f);
  proved_type r;
  bool ok = it != tab.return_proofs.end ()
	    && resolve (tab, fields, it->second, g, r, depth);
  tab.returned[f] = {ok, r};
  out = r;
  return ok;
}

/* What the function that direct call E calls returns.  */

bool
resolve_return (tables &tab, field_records &fields, cgraph_edge *e,
		type_graph &g, proved_type &out, int depth)
{
  return resolve_function (tab, fields, e->callee, e->caller, g, out, depth);
}

/* The function of a field's factory store: its declaration in this unit
   or, at the link, the one function with its assembler name.  */

cgraph_node *
factory_node (const field_fact::stored &s)
{
  if (s.factory)
    return cgraph_node::get (s.factory);
  return only_symbol_named<cgraph_node> (get_identifier
					   (s.factory_name.c_str ()));
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
  return only_symbol_named<varpool_node> (DECL_ASSEMBLER_NAME (decl));
}

/* What a global pointer variable DECL holds: the class every store to it
   stored, when the link sees every store (allocation-types.h).  */

bool
resolve_global (tables &tab, field_records &fields, tree decl, type_graph &g,
		proved_type &out, int depth)
{
  const char *&why = tab.global_why[decl];
  varpool_node *v = global_node (decl);
  if (!v || depth >= max_factory_depth || v->alias || v->transparent_alias)
    return why = "it is not one variable of the link", false;
  if (v->externally_visible || !v->definition)
    return why = "code outside the link may store to it", false;
  /* Kept for code the compiler does not see (the used attribute), or a
     register an asm may write.  */
  if (v->force_output || DECL_HARD_REGISTER (v->decl))
    return why = "code the compiler does not see may store to it", false;
  auto memo = tab.global_types.find (v);
  if (memo != tab.global_types.end ())
    {
      out = memo->second.second;
      return memo->second.first;
    }
  tab.global_types[v] = {false, proved_type ()};
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
		    ? tab.global_stores.find (f) : tab.global_stores.end ();
      if (stores == tab.global_stores.end ())
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
	      || !resolve (tab, fields, st.value, g, r, depth + 1))
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
  t.reentry = set_reentry (tab, t, g);
  tab.global_types[v] = {true, t};
  out = t;
  return true;
}

/* The destructors in the link of each class (destructor_reentry).  */

std::map<poly_type *, std::vector<cgraph_node *>> *
destructors_by_class (tables &tab, type_graph &g)
{
  std::map<poly_type *, std::vector<cgraph_node *>> &by_class
    = tab.destructors;
  if (tab.destructors_listed)
    return &by_class;
  tab.destructors_listed = true;
  cgraph_node *n;
  FOR_EACH_FUNCTION (n)
    {
      tree fntype = TREE_TYPE (n->decl);
      if (!DECL_CXX_DESTRUCTOR_P (n->decl) || n->inlined_to
	  || TREE_CODE (fntype) != METHOD_TYPE)
	continue;
      tree c = TYPE_MAIN_VARIANT (TYPE_METHOD_BASETYPE (fntype));
      /* free_lang_data's incomplete copy: its canonical type is the
	 class.  */
      if (!TYPE_BINFO (c) && TYPE_CANONICAL (c))
	c = TYPE_MAIN_VARIANT (TYPE_CANONICAL (c));
      poly_type *t = g.lookup (c);
      if (!t)
	if (const char *odr = link_odr_name (c))
	  t = g.lookup_odr (odr);
      if (t)
	by_class[t].push_back (n);
    }
  return &by_class;
}

/* Why function F may run code that calls through a pointer or that the
   link does not see, or null; SEEN bounds the walk.  */

const char *
calls_out (cgraph_node *f, std::set<cgraph_node *> &seen)
{
  if (!seen.insert (f).second)
    return nullptr;
  if (seen.size () > 256)
    return "its destructors call too many functions to follow";
  /* A virtual call whose every target GCC knows (a destructor's call on
     its own `this': the class being destroyed and its bases) is
     followed into each; any other indirect call may reach anything.  */
  for (cgraph_edge *e = f->indirect_calls; e; e = e->next_callee)
    {
      bool final = false;
      if (!edge_polymorphic_call (e))
	return "a destructor makes an indirect call";
      vec<cgraph_node *> targets
	= possible_polymorphic_call_targets (e, &final);
      if (!final)
	return "a destructor makes a virtual call GCC cannot list the "
	       "targets of";
      for (cgraph_node *t : targets)
	if (const char *why = calls_out (t, seen))
	  return why;
    }
  for (cgraph_edge *e = f->callees; e; e = e->next_callee)
    {
      cgraph_node *callee = e->callee->ultimate_alias_target ();
      tree d = callee->decl;
      if (!callee->definition)
	{
	  /* Leaf: returns to the caller without calling back into the
	     link.  */
	  if (fndecl_built_in_p (d) || DECL_IS_OPERATOR_DELETE_P (d)
	      || (flags_from_decl_or_type (d) & ECF_LEAF))
	    continue;
	  return "a destructor calls code outside the link";
	}
      if (const char *why = calls_out (callee, seen))
	return why;
    }
  return nullptr;
}

/* destructor_reentry for every class T proves.  */

const char *
set_reentry (tables &tab, const proved_type &t, type_graph &g)
{
  if (t.type)
    return destructor_reentry (tab, t.type, g);
  for (auto &e : t.set)
    if (const char *why = destructor_reentry (tab, e.first, g))
      return why;
  return nullptr;
}

/* What the pointer field P names holds: the classes every store to it
   stored (field-types.h).  */

bool
resolve_field (tables &tab, field_records &fields, const allocation_proof &p,
	       type_graph &g, proved_type &out, int depth)
{
  const field_fact *f
    = field_fact_for (fields, p.field_record, p.odr, p.field_pos);
  if (!f)
    return false;
  /* A protected field: every class derived from its class in the link
     closed by some unit (its stores are then among the records joined);
     none outside it, checked once hierarchies are closed
     (protected_root).  */
  poly_type *root = nullptr;
  if (f->is_protected)
    {
      /* Every call loading the field asks: the classes derived from its
	 class are walked once (a failure is kept in field_why).  */
      std::map<const field_fact *, const char *> &field_why = tab.field_why;
      auto known = field_why.find (f);
      if (known != field_why.end () && known->second)
	return false;
      if (known == field_why.end ())
	{
	  if (const char *why = protected_field_open (fields, g, p.odr,
						      &root))
	    return field_why[f] = why, false;
	  field_why.emplace (f, nullptr);
	}
      else
	root = g.lookup_odr (p.odr);
    }
  proved_type t;
  bool any = false;
  for (const field_fact::stored &s : f->classes)
    {
      proved_type r;
      if (s.is_factory ())
	{
	  /* The pointer the factory returns is the field's (no
	     conversion between them: field-stores.cc).  */
	  if (!resolve_function (tab, fields, factory_node (s), nullptr, g, r,
				 depth + 1))
	    return tab.field_why[f] = "a store stores what a function "
				      "returns that no construction proves",
		   false;
	}
      else
	{
	  r.type = s.type ? g.add (s.type) : g.lookup_odr (s.odr);
	  r.offset = s.offset;
	}
      if (!r.type && r.set.empty ())
	return false;
      if (!join_types (t, any, r))
	return tab.field_why[f] = "its stores store objects of more than "
				  "four classes",
	       false;
      any = true;
    }
  shift (t, p.offset);
  /* Anything may run between the store and the load.  */
  t.calls = 1 + p.calls_crossed;
  t.via_field = true;
  t.protected_root = root;
  t.reentry = set_reentry (tab, t, g);
  t.escape = field_escape (fields, p.field_record, p.odr, p.field_pos, *f,
			   g);
  if (!t.escape)
    tab.contained_found.insert ({p.odr, p.field_pos});
  out = t;
  return true;
}

bool
resolve (tables &tab, field_records &fields, const allocation_proof &p,
	 type_graph &g, proved_type &out, int depth)
{
  if (p.any_of)
    {
      /* Every alternative: one class, or a set.  */
      proved_type t;
      bool any = false;
      for (const allocation_proof &q : *p.any_of)
	{
	  proved_type r;
	  if (!resolve (tab, fields, q, g, r, depth + 1) || !join_types (t, any, r))
	    return false;
	  any = true;
	}
      out = t;
      return true;
    }
  if (p.field_pos >= 0)
    return resolve_field (tab, fields, p, g, out, depth);
  if (p.global)
    {
      if (!resolve_global (tab, fields, p.global, g, out, depth + 1))
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
  if (!resolve_return (tab, fields, p.returned_by, g, r, depth + 1))
    return false;
  out = r;
  shift (out, p.offset);
  out.calls += p.calls_crossed;
  out.via_factory = true;
  return true;
}

} // anon namespace

const char *
alloc::destructor_reentry (tables &tab, poly_type *c, type_graph &g)
{
  std::map<poly_type *, const char *> &memo = tab.reentry_why;
  auto it = memo.find (c);
  if (it != memo.end ())
    return it->second;
  memo[c] = nullptr;
  const char *why = nullptr;
  auto *by_class = destructors_by_class (tab, g);
  auto d = by_class->find (c);
  if (d != by_class->end ())
    for (cgraph_node *n : d->second)
      {
	std::set<cgraph_node *> seen;
	if (!n->definition)
	  why = "a destructor is not in the link";
	else
	  why = calls_out (n, seen);
	if (why)
	  break;
      }
  for (const base_link &b : c->bases)
    if (!why)
      why = destructor_reentry (tab, b.base, g);
  memo[c] = why;
  return why;
}

const char *
unresolved_stored (const allocation_facts &facts, field_records &fields,
		   const allocation_proof &p, std::string &where)
{
  const tables &tab = facts.tables ();
  if (p.field_pos >= 0)
    {
      const char *why = nullptr;
      const field_fact *f
	= field_fact_for (fields, p.field_record, p.odr, p.field_pos, &why);
      auto it = f ? tab.field_why.find (f) : tab.field_why.end ();
      if (it != tab.field_why.end ())
	why = it->second;
      where = field_label (fields, p.field_record, p.odr, p.field_pos);
      return why;
    }
  if (!p.global)
    return nullptr;
  where = std::string ("global variable ")
	  + (DECL_NAME (p.global) ? IDENTIFIER_POINTER (DECL_NAME (p.global))
	     : "?");
  auto it = tab.global_why.find (p.global);
  return it == tab.global_why.end () ? nullptr : it->second;
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
    case proof_source::member_call:
      return "static";
    default:
      return "new";
    }
}

bool
resolve_proof (allocation_facts &facts, field_records &fields,
	       const allocation_proof &p, type_graph &g, proved_type &out)
{
  return resolve (facts.tables (), fields, p, g, out, 0);
}

} // namespace tigdevirt
