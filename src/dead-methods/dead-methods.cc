/* dead-methods.cc - deciding which virtual methods are dead, clearing
   their slots.  See dead-methods.h.  */

#include "dead-methods.h"
#include "link-view.h"
#include "member-pointers.h"

namespace tigdevirt {

namespace {

/* Types T mentions: through pointers, references, arrays, function
   parameters and results, and the fields of records, each type once.  */

class type_walker
{
public:
  void walk (tree t)
  {
    while (t && (POINTER_TYPE_P (t) || TREE_CODE (t) == ARRAY_TYPE
		 || TREE_CODE (t) == VECTOR_TYPE))
      t = TREE_TYPE (t);
    if (!t)
      return;
    t = TYPE_MAIN_VARIANT (t);
    if (!seen.insert (t).second)
      return;
    if (FUNC_OR_METHOD_TYPE_P (t))
      {
	walk (TREE_TYPE (t));
	for (tree a = TYPE_ARG_TYPES (t); a; a = TREE_CHAIN (a))
	  walk (TREE_VALUE (a));
	return;
      }
    if (!RECORD_OR_UNION_TYPE_P (t))
      return;
    records.push_back (t);
    for (tree f = TYPE_FIELDS (t); f; f = DECL_CHAIN (f))
      if (TREE_CODE (f) == FIELD_DECL)
	walk (TREE_TYPE (f));
  }
  std::set<tree> seen;
  std::vector<tree> records;
};

/* Polymorphic types that code outside the LTO unit can be handed or
   hand in: those a symbol it can reach mentions in its type.  */

std::set<const poly_type *>
escaping_types (const type_graph &g)
{
  std::set<const poly_type *> escaping;
  type_walker w;
  symtab_node *n;
  FOR_EACH_SYMBOL (n)
    if (outside_reach (n) && mangled_name_of (n->decl) != "main")
      w.walk (TREE_TYPE (n->decl));
  for (tree t : w.records)
    if (poly_type *p = g.lookup (t))
      escaping.insert (p);
  return escaping;
}

/* __cxa_pure_virtual, declared as the front end does if the unit has no
   declaration of it yet.  */

tree
pure_virtual_decl ()
{
  tree id = get_identifier ("__cxa_pure_virtual");
  if (symtab_node *n = symtab_node::get_for_asmname (id))
    if (is_a<cgraph_node *> (n))
      return n->decl;
  tree decl = build_fn_decl ("__cxa_pure_virtual",
			     build_function_type_list (void_type_node,
						       NULL_TREE));
  TREE_THIS_VOLATILE (decl) = 1;	/* noreturn */
  TREE_NOTHROW (decl) = 1;
  cgraph_node::get_create (decl);
  return decl;
}

bool
visible_outside (cgraph_node *n)
{
  return n->externally_visible || n->force_output
	 || DECL_PRESERVE_P (n->decl) || n->used_from_other_partition
	 || n->in_other_partition || n->has_aliases_p ();
}

} // anon namespace

void
dead_method_finder::note_targets (const target_list &t, bool shared)
{
  if (shared && !noted.insert (&t).second)
    return;
  for (cgraph_node *n : t.targets)
    {
      live.insert (n);
      live.insert (n->function_symbol ());
    }
}

dead_method_report
dead_method_finder::decide (const type_graph &g,
			    const hierarchy_closure &closure) const
{
  dead_method_report r;
  if ((r.disabled = member_pointer_facts_incomplete ()))
    return r;
  bool link = have_link_view ();
  bool loader = link && runtime_loader_use ();
  /* Walked only when a hierarchy needs it: most links have none.  */
  std::set<const poly_type *> escapes;
  bool escapes_known = false;

  /* The hierarchies whose methods can be judged, and where their vtables
     are.  */
  const auto &hierarchies = closure.all ();
  std::map<tree, unsigned> hierarchy_of_vtable;
  std::map<std::string, unsigned> hierarchy_of_vtable_name;
  std::vector<bool> eligible (hierarchies.size (), false);
  for (unsigned i = 0; i < hierarchies.size (); i++)
    {
      const auto &h = hierarchies[i];
      if (!h.all_closed ())
	continue;
      r.hierarchies_considered++;
      std::string why;
      bool local = true;
      for (poly_type *t : h.types)
	{
	  if (has_virtual_base (t))
	    why = "virtual inheritance";
	  /* A function-local class of an inline function or template has
	     vague linkage: other units emit the same vtable, and the
	     linker keeps one copy.  Only the link sees them all.  */
	  if (!t->anonymous_namespace && !(t->function_local && link))
	    local = false;
	}
      if (why.empty () && !local)
	{
	  if (!link)
	    why = "not local to this unit";
	  else if (loader)
	    why = "the program loads code at run time";
	  else
	    {
	      if (!escapes_known)
		{
		  escapes = escaping_types (g);
		  escapes_known = true;
		}
	      for (poly_type *t : h.types)
		if (escapes.count (t))
		  {
		    why = "a class of it reaches code outside the LTO unit";
		    break;
		  }
	    }
	}
      if (!why.empty ())
	{
	  r.hierarchies_kept[why]++;
	  continue;
	}
      eligible[i] = true;
      for (poly_type *t : h.types)
	for (const vptr_location &v : t->vptrs)
	  if (v.ap.valid ())
	    hierarchy_of_vtable[v.ap.vtable] = i;
    }

  /* Which hierarchy a fact's class (named by its vtable) belongs to;
     only facts need it.  */
  if (!member_pointer_facts ().empty ())
    for (unsigned i = 0; i < hierarchies.size (); i++)
      for (poly_type *t : hierarchies[i].types)
	if (tree v = t->vtable ())
	  hierarchy_of_vtable_name[mangled_name_of (v)] = i;

  /* Slots a pointer to member function may name: keep their methods.  */
  std::set<cgraph_node *> member_pointer_kept;
  auto keep_slots = [&] (unsigned h, HOST_WIDE_INT index)
    {
      for (poly_type *t : hierarchies[h].types)
	for (const vptr_location &v : t->vptrs)
	  {
	    if (!v.ap.valid ())
	      continue;
	    unsigned n = index < 0 ? count_slots (v.ap) : 1;
	    for (unsigned k = 0; k < n; k++)
	      {
		slot s = read_slot (v.ap, index < 0 ? k : index);
		if (s.status == slot_status::method)
		  if (cgraph_node *m = cgraph_node::get (s.fn))
		    {
		      member_pointer_kept.insert (m);
		      member_pointer_kept.insert (m->function_symbol ());
		    }
	      }
	  }
    };
  for (const member_pointer_fact &f : member_pointer_facts ())
    {
      /* A class the graph does not know by that name (or a unit-local
	 one, named "") may be any of them.  */
      auto it = hierarchy_of_vtable_name.find (f.vtable);
      if (it == hierarchy_of_vtable_name.end ())
	{
	  for (unsigned h = 0; h < hierarchies.size (); h++)
	    if (eligible[h])
	      keep_slots (h, f.index);
	}
      else if (eligible[it->second])
	keep_slots (it->second, f.index);
    }

  /* The candidates: every function a vtable of those hierarchies names,
     by the method behind it (thunks lead to their method).  */
  std::map<cgraph_node *, unsigned> candidates;
  std::vector<cgraph_node *> order;
  for (auto &hv : hierarchy_of_vtable)
    {
      varpool_node *v = varpool_node::get (hv.first);
      if (!v)
	continue;
      ipa_ref *ref;
      for (unsigned i = 0; v->iterate_reference (i, ref); i++)
	if (cgraph_node *f = dyn_cast<cgraph_node *> (ref->referred))
	  {
	    cgraph_node *m = f->function_symbol ();
	    if (candidates.emplace (m, hv.second).second)
	      order.push_back (m);
	  }
    }
  /* Deterministic order for dumps: by name.  */
  std::sort (order.begin (), order.end (), [] (cgraph_node *a, cgraph_node *b)
	     { return strcmp (a->asm_name (), b->asm_name ()) < 0; });

  for (cgraph_node *m : order)
    {
      unsigned h = candidates[m];
      /* __cxa_pure_virtual, among others, has no body here.  */
      if (!m->definition || DECL_EXTERNAL (m->decl) || m->thunk || m->alias)
	continue;
      r.methods_considered++;
      const char *keep = nullptr;
      dead_method d;
      d.node = m;
      d.root = hierarchies[h].root;
      d.closure = hierarchies[h].root->closure_reason.c_str ();
      if (live.count (m))
	keep = "a call can reach it";
      else if (member_pointer_kept.count (m))
	keep = "a pointer to member function names its slot";
      else if (visible_outside (m))
	keep = "visible outside the unit or aliased";
      if (!keep)
	for (cgraph_edge *e = m->callers; e && !keep; e = e->next_caller)
	  {
	    cgraph_node *c = e->caller;
	    if (!c->thunk)
	      keep = "called directly";
	    else if (c->callers || visible_outside (c) || live.count (c)
		     || c->callees != e)
	      keep = "its thunk is reachable";
	    else
	      d.thunks.push_back (c);
	  }
      /* Only vtables of its own hierarchy may name it.  */
      std::vector<cgraph_node *> group (1, m);
      group.insert (group.end (), d.thunks.begin (), d.thunks.end ());
      for (cgraph_node *x : group)
	{
	  ipa_ref *ref;
	  for (unsigned i = 0; !keep && x->iterate_referring (i, ref); i++)
	    {
	      varpool_node *v = dyn_cast<varpool_node *> (ref->referring);
	      auto it = v ? hierarchy_of_vtable.find (v->decl)
			  : hierarchy_of_vtable.end ();
	      if (!v || !DECL_VIRTUAL_P (v->decl) || ref->use != IPA_REF_ADDR)
		keep = "its address is taken";
	      else if (it == hierarchy_of_vtable.end () || it->second != h)
		keep = "named by another vtable";
	    }
	}
      if (keep)
	{
	  r.methods_kept[keep]++;
	  continue;
	}
      if (ipa_size_summaries)
	if (ipa_size_summary *s = ipa_size_summaries->get (m))
	  d.size = s->size;
      r.removed.push_back (d);
    }
  return r;
}

unsigned
remove_dead_methods (dead_method_report &r)
{
  if (r.removed.empty ())
    return 0;
  /* Decl -> its method's index in R.removed.  */
  std::map<tree, unsigned> dead;
  std::set<varpool_node *> vtables;
  for (unsigned k = 0; k < r.removed.size (); k++)
    {
      dead_method &d = r.removed[k];
      d.slots = 0;
      std::vector<cgraph_node *> group (1, d.node);
      group.insert (group.end (), d.thunks.begin (), d.thunks.end ());
      for (cgraph_node *x : group)
	{
	  dead.emplace (x->decl, k);
	  ipa_ref *ref;
	  for (unsigned i = 0; x->iterate_referring (i, ref); i++)
	    vtables.insert (dyn_cast<varpool_node *> (ref->referring));
	}
      r.thunks_removed += d.thunks.size ();
      r.size_removed += d.size;
    }
  tree pure = pure_virtual_decl ();
  for (varpool_node *v : vtables)
    {
      tree ctor = v->get_constructor ();
      if (!ctor || TREE_CODE (ctor) != CONSTRUCTOR)
	continue;
      vec<constructor_elt, va_gc> *elts = NULL;
      unsigned HOST_WIDE_INT i;
      tree idx, val;
      FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (ctor), i, idx, val)
	{
	  tree s = val;
	  STRIP_NOPS (s);
	  auto it = TREE_CODE (s) == ADDR_EXPR
		    && TREE_CODE (TREE_OPERAND (s, 0)) == FUNCTION_DECL
		    ? dead.find (TREE_OPERAND (s, 0)) : dead.end ();
	  if (it != dead.end ())
	    {
	      val = fold_convert (TREE_TYPE (val), build_fold_addr_expr (pure));
	      r.removed[it->second].slots++;
	      r.slots_cleared++;
	    }
	  CONSTRUCTOR_APPEND_ELT (elts, idx, val);
	}
      tree init = build_constructor (TREE_TYPE (ctor), elts);
      TREE_CONSTANT (init) = TREE_CONSTANT (ctor);
      TREE_STATIC (init) = TREE_STATIC (ctor);
      DECL_INITIAL (v->decl) = init;
      v->remove_all_references ();
      record_references_in_initializer (v->decl, false);
    }
  /* GCC's own cache of target lists read the old slots.  */
  update_type_inheritance_graph ();
  return TODO_remove_functions;
}

void
dump_dead_methods (FILE *f, const dead_method_report &r)
{
  if (r.disabled)
    {
      fprintf (f, "\nDead methods: none removed: %s\n", r.disabled);
      return;
    }
  fprintf (f, "\nDead methods: %u removed (%u thunks), %u slots cleared, "
	   "size %lu; %u methods of %u closed hierarchies considered\n",
	   (unsigned) r.removed.size (), r.thunks_removed, r.slots_cleared,
	   r.size_removed, r.methods_considered, r.hierarchies_considered);
  for (auto &k : r.hierarchies_kept)
    fprintf (f, "dead-methods hierarchies-kept %u: %s\n", k.second,
	     k.first.c_str ());
  for (auto &k : r.methods_kept)
    fprintf (f, "dead-methods kept %u: %s\n", k.second, k.first.c_str ());
}

} // namespace tigdevirt
