/* closed-hierarchies.cc - deciding, per type, whether outside code can
   derive from it; grouping types into hierarchies for the report.  */

#include "closed-hierarchies.h"
#include "instantiated-types.h"
#include "reached-vtables.h"
#include "link-view.h"
#include "plugin-options.h"

namespace tigdevirt {

namespace {

/* The type a symbol belongs to, if it is one of the symbols through which
   outside code would construct or derive from that type.  */

poly_type *
symbol_owner (const type_graph &g, symtab_node *n)
{
  tree decl = n->decl;
  if (TREE_CODE (decl) == FUNCTION_DECL)
    {
      if (TREE_CODE (TREE_TYPE (decl)) != METHOD_TYPE
	  || !(DECL_CXX_CONSTRUCTOR_P (decl) || DECL_CXX_DESTRUCTOR_P (decl)
	       || DECL_VIRTUAL_P (decl)))
	return nullptr;
      return g.lookup (TYPE_METHOD_BASETYPE (TREE_TYPE (decl)));
    }
  if (DECL_VIRTUAL_P (decl) && DECL_CONTEXT (decl)
      && TREE_CODE (DECL_CONTEXT (decl)) == RECORD_TYPE)
    return g.lookup (DECL_CONTEXT (decl));	/* vtable, VTT.  */
  const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  if (!strncmp (name, "_ZTI", 4) || !strncmp (name, "_ZTS", 4))
    return g.lookup_odr (name + 4);		/* typeinfo.  */
  return nullptr;
}

/* Visibility as the class was declared (with -fvisibility=, pragmas or
   attributes).  */

bool
hidden_visibility (const poly_type *t)
{
  return !t->odr.empty () && declared_hidden (t->odr);
}

/* Does the link hold the key function of T or of a base of T
   (link-view.h)?  The vtable and typeinfo of that class are then emitted
   beside it only, and every class derived from it names them: under
   hidden visibility no other shared object can derive from T.  */

bool
keyed_here (const poly_type *t, std::set<const poly_type *> &seen)
{
  if (!seen.insert (t).second)
    return false;
  if (!t->odr.empty () && key_function_here (t->odr))
    return true;
  for (const base_link &b : t->bases)
    if (keyed_here (b.base, seen))
      return true;
  return false;
}

/* Does hidden visibility keep hidden class T in its library?
   -fvisibility=hidden hides every class a unit sees, another library's
   interface in a header included too: a class whose vtable every unit
   emits (no key function) is then hidden in each library, and another
   library may derive from its own copy and pass objects in (libvisio and
   librevenge's RVNGInputStream, docs/closed-hierarchies.md).  Hidden by
   its own declaration, or with the key function of it or of a base in
   the link, it stays in its library.  */

bool
hidden_closes (const poly_type *t)
{
  std::set<const poly_type *> keyed_seen;
  return hidden_by_declaration (t->odr) || keyed_here (t, keyed_seen);
}

/* The rule that closes T by itself, or null (then WHY_OPEN says why).
   ASSERTED is set when only whole-program visibility closes it.  */

const char *
own_rule (const poly_type *t, const std::map<poly_type *, std::string> &ev,
	  const std::set<poly_type *> &seen, std::string &why_open,
	  bool &link_closed, bool &asserted, bool &listed, bool &by_evidence)
{
  link_closed = asserted = by_evidence = false;
  std::string entry = opts.open_hierarchies.match (t->name);
  listed = !entry.empty ();
  if (listed)
    {
      why_open = "listed in " + entry;
      return nullptr;
    }
  const char *link_rule = nullptr;
  bool rule_asserted = false;	/* LINK_RULE is the user's assertion.  */
  if (!have_link_view ())
    why_open = "not at link time";
  else if (runtime_class_name (t->name))
    why_open = "C++ runtime type";
  else if (hidden_visibility (t) && hidden_closes (t))
    link_rule = "hidden visibility";
  else if (opts.whole_program_visibility)
    {
      /* Also for a class hidden without its key function here: another
	 library deriving from its own copy is code outside the link
	 deriving from the class, which whole-program visibility is the
	 user's word against (before, such a class stayed open in
	 whole-program mode: box2d's b2Shape and b2Contact).  */
      link_rule = "whole-program visibility";
      rule_asserted = true;
    }
  else if (hidden_visibility (t))
    why_open = "hidden by -fvisibility=hidden only, and no key function "
	       "of it or its bases in the link";
  else
    why_open = "default visibility";
  if (link_rule)
    {
      auto e = ev.find (const_cast<poly_type *> (t));
      if (e != ev.end ())
	{
	  why_open = e->second;
	  link_rule = nullptr;
	  by_evidence = true;
	}
      else if (!seen.count (const_cast<poly_type *> (t)))
	{
	  /* Without a symbol the linker could not tell us anything: the
	     class may live, and be derived from, in a shared library of the
	     link (kyotocabinet's Compressor, implemented only in
	     libkyotocabinet.so).  */
	  why_open = "no symbol in the LTO unit";
	  link_rule = nullptr;
	}
      else
	{
	  link_closed = true;
	  asserted = rule_asserted;
	}
    }
  if (t->final_p)
    return "final";
  if (t->anonymous_namespace && !flag_ltrans)
    return "anonymous namespace";
  if (t->function_local && !flag_ltrans)
    return "function-local";
  return link_rule;
}

} // anon namespace

void
hierarchy_closure::compute (type_graph &g)
{
  /* Evidence from the linker: the first outside-reachable symbol of each
     type.  */
  std::map<poly_type *, std::string> evidence;
  std::set<poly_type *> seen;
  /* Types whose only evidence is a dynamic export: the reason to prefer
     any other (a non-LTO object or a shared library really uses the
     class; an export only says that one could).  */
  std::set<poly_type *> exported_only;
  if (have_link_view ())
    {
      symtab_node *s;
      FOR_EACH_SYMBOL (s)
	{
	  poly_type *t = symbol_owner (g, s);
	  if (t)
	    seen.insert (t);
	  if (!t || (evidence.count (t) && !exported_only.count (t)))
	    continue;
	  const char *why = outside_reach (s);
	  if (!why)
	    continue;
	  bool exported = s->resolution == LDPR_PREVAILING_DEF_IRONLY_EXP;
	  if (evidence.count (t) && exported)
	    continue;
	  evidence[t] = symbol_display_name (s) + " " + why;
	  if (exported)
	    exported_only.insert (t);
	  else
	    exported_only.erase (t);
	}
    }

  const std::vector<poly_type *> &types = g.types ();
  if (have_link_view ())
    for (poly_type *t : types)
      {
	auto e = evidence.find (t);
	if (e != evidence.end ())
	  outside[t] = e->second;
	else if (!seen.count (t))
	  outside[t] = "no symbol in the LTO unit";
      }
  std::vector<char> self_closed (types.size ()), asserted (types.size ());
  std::vector<char> in_open_list (types.size ());
  std::vector<char> open_exported (types.size ());
  for (poly_type *t : types)
    {
      std::string why_open;
      bool link_closed, by_assertion, listed, by_evidence;
      const char *rule = own_rule (t, evidence, seen, why_open, link_closed,
				   by_assertion, listed, by_evidence);
      in_open_list[t->id] = listed;
      open_exported[t->id] = by_evidence && exported_only.count (t);
      n.types_open_exported += open_exported[t->id];
      self_closed[t->id] = rule != nullptr;
      asserted[t->id] = rule && by_assertion && !t->cxx_derivations_known;
      t->closure_reason = rule ? rule : why_open;
      t->constructions_known
	= !listed && (link_closed
		      || (!flag_ltrans
			  && (t->anonymous_namespace || t->function_local)));
    }
  /* Openness flows to bases.  */
  for (poly_type *t : types)
    {
      t->derivations_known = self_closed[t->id];
      if (!t->derivations_known)
	continue;
      for (poly_type *d : g.all_derived (t))
	if (!self_closed[d->id])
	  {
	    t->derivations_known = false;
	    t->closure_reason = "derived class " + d->name + " is open: "
				+ d->closure_reason;
	    break;
	  }
    }
  find_instantiated_types (g);
  find_reached_vtables (g);

  /* Hierarchies: connected components, in order of their first type.  */
  std::vector<int> comp (types.size (), -1);
  for (poly_type *t : types)
    {
      if (comp[t->id] >= 0)
	continue;
      hierarchy h;
      h.root = nullptr;
      bool listed = false;
      /* Open types that no rule closed: all of them for an export.  */
      unsigned self_open = 0, self_open_exported = 0;
      std::vector<poly_type *> work (1, t);
      comp[t->id] = hierarchies.size ();
      while (!work.empty ())
	{
	  poly_type *x = work.back ();
	  work.pop_back ();
	  h.types.push_back (x);
	  auto visit = [&] (poly_type *y)
	    {
	      if (comp[y->id] < 0)
		{
		  comp[y->id] = hierarchies.size ();
		  work.push_back (y);
		}
	    };
	  for (const base_link &b : x->bases)
	    visit (b.base);
	  for (poly_type *d : x->derived)
	    visit (d);
	}
      std::sort (h.types.begin (), h.types.end (),
		 [] (poly_type *a, poly_type *b) { return a->id < b->id; });
      for (poly_type *x : h.types)
	{
	  if (!h.root && x->bases.empty ())
	    h.root = x;
	  if (in_open_list[x->id])
	    listed = true;
	  if (!self_closed[x->id])
	    {
	      self_open++;
	      self_open_exported += open_exported[x->id];
	    }
	  if (x->derivations_known)
	    {
	      h.closed++;
	      n.types_closed++;
	      if (asserted[x->id])
		{
		  h.by_assertion = true;
		  n.types_closed_by_assertion++;
		}
	    }
	  else
	    n.types_open++;
	  if (x->constructions_known)
	    {
	      n.types_constructions_known++;
	      if (!x->instantiated)
		n.types_not_instantiated++;
	    }
	}
      if (!h.root)
	h.root = h.types.front ();
      /* A hierarchy the user listed a type of has been reviewed: the
	 dlopen warning leaves it out.  */
      if (listed)
	h.by_assertion = false;
      h.open_by_export = self_open && self_open == self_open_exported;
      n.hierarchies_open_exported += h.open_by_export;
      if (h.closed == h.types.size ())
	n.hierarchies_closed++;
      else if (h.closed == 0)
	n.hierarchies_open++;
      else
	n.hierarchies_partly++;
      hierarchies.push_back (h);
    }
}

bool
runtime_class_name (const std::string &name)
{
  static const char *const prefixes[] = { "std::", "__gnu_cxx::",
					  "__cxxabiv1::" };
  for (const char *p : prefixes)
    if (name.compare (0, strlen (p), p) == 0)
      return true;
  return false;
}

const char *
hierarchy_closure::outside_reach_of (const poly_type *t) const
{
  auto it = outside.find (t);
  return it == outside.end () ? nullptr : it->second.c_str ();
}

void
hierarchy_closure::dump (FILE *f, bool) const
{
  fprintf (f, "Hierarchies: %u closed, %u open, %u partly closed "
	   "(whole-program-visibility=%s, open list: %u entries)\n",
	   n.hierarchies_closed, n.hierarchies_open, n.hierarchies_partly,
	   opts.whole_program_visibility ? "yes" : "no",
	   (unsigned) opts.open_hierarchies.size ());
  for (const hierarchy &h : hierarchies)
    {
      std::string verdict;
      std::set<std::string> rules;
      const poly_type *first_open = nullptr;
      for (const poly_type *t : h.types)
	if (t->derivations_known)
	  rules.insert (t->closure_reason);
	else if (!first_open)
	  first_open = t;
      if (!first_open)
	{
	  verdict = "closed (";
	  for (const std::string &r : rules)
	    verdict += (verdict.back () == '(' ? "" : ", ") + r;
	  verdict += ")";
	}
      else
	{
	  verdict = h.closed ? "partly closed (" + std::to_string (h.closed)
			       + " of " + std::to_string (h.types.size ())
			       + " types closed; "
			     : "open (";
	  if (first_open != h.root)
	    verdict += first_open->name + ": ";
	  verdict += first_open->closure_reason + ")";
	}
      fprintf (f, "hierarchy %s: %s\n", h.root->name.c_str (),
	       verdict.c_str ());
      for (const poly_type *t : h.types)
	{
	  fprintf (f, "  type %s: %s (%s)", t->name.c_str (),
		   t->derivations_known ? "closed" : "open",
		   t->closure_reason.c_str ());
	  if (t->constructions_known)
	    fprintf (f, " instances=%s (%s)", t->instantiated ? "yes" : "no",
		     t->instances_reason.c_str ());
	  fprintf (f, "\n");
	}
    }
  fprintf (f, "\n");
}

/* Did the link ask for every symbol to be exported?  The linker flags
   reach lto1 only through the driver's COLLECT_GCC_OPTIONS.  */

static const char *
export_all_flag ()
{
  const char *o = getenv ("COLLECT_GCC_OPTIONS");
  if (!o)
    return nullptr;
  static const char *const flags[] = { "'-rdynamic'", "'-Wl,--export-dynamic'",
				       "'-Wl,-E'", "'-export-dynamic'" };
  for (const char *f : flags)
    if (strstr (o, f))
      return f;
  return nullptr;
}

void
hierarchy_closure::note_dynamic_exports () const
{
  /* A shared library exports its classes on purpose; an executable
     usually because its link asked for everything.  */
  if (!opts.whole_program_visibility || !have_link_view ()
      || !n.hierarchies_open_exported
      || (flag_lto_linker_output != LTO_LINKER_OUTPUT_EXEC
	  && flag_lto_linker_output != LTO_LINKER_OUTPUT_PIE))
    return;
  unsigned all = hierarchies.size ();
  if (const char *f = export_all_flag ())
    {
      std::string flag (f + 1, strlen (f) - 2);
      inform (UNKNOWN_LOCATION,
	      "tigdevirt: %<whole-program-visibility%> left %u of %u class "
	      "hierarchies open: the link exports every symbol (%qs), so "
	      "code loaded at run time could derive from them; link without "
	      "it (CMake: policy CMP0065) or see docs/using.md",
	      n.hierarchies_open_exported, all, flag.c_str ());
    }
  else
    inform (UNKNOWN_LOCATION,
	    "tigdevirt: %<whole-program-visibility%> left %u of %u class "
	    "hierarchies open: the executable exports their symbols "
	    "dynamically (%<-rdynamic%>, %<--export-dynamic%> or a dynamic "
	    "list), so code loaded at run time could derive from them; see "
	    "docs/using.md", n.hierarchies_open_exported, all);
}

void
hierarchy_closure::warn_runtime_loading () const
{
  if (!opts.whole_program_visibility || !opts.warn_dlopen)
    return;
  std::vector<const hierarchy *> closed;
  for (const hierarchy &h : hierarchies)
    if (h.by_assertion)
      closed.push_back (&h);
  cgraph_node *loader = closed.empty () ? nullptr : runtime_loader_use ();
  if (!loader)
    return;
  location_t loc = UNKNOWN_LOCATION;
  if (loader->callers)
    loc = DECL_SOURCE_LOCATION (loader->callers->caller->decl);
  auto_diagnostic_group group;
  std::string caller = loader->callers
    ? function_name_of (loader->callers->caller->decl) : std::string ("?");
  bool warned
    = warning_n (loc, 0, closed.size (),
		 "tigdevirt: the program uses %qs (in %qs), but "
		 "%<whole-program-visibility%> closed %u class hierarchy; code "
		 "loaded at run time must not derive from it",
		 "tigdevirt: the program uses %qs (in %qs), but "
		 "%<whole-program-visibility%> closed %u class hierarchies; "
		 "code loaded at run time must not derive from them",
		 symbol_display_name (loader).c_str (), caller.c_str (),
		 (unsigned) closed.size ());
  if (!warned)
    return;
  const unsigned shown = 10;
  for (unsigned i = 0; i < closed.size () && i < shown; i++)
    {
      tree name = TYPE_NAME (closed[i]->root->type);
      location_t at = name && DECL_P (name) ? DECL_SOURCE_LOCATION (name)
					    : UNKNOWN_LOCATION;
      inform (at, "closed by the assertion: hierarchy of %qs",
	      closed[i]->root->name.c_str ());
    }
  if (closed.size () > shown)
    inform (UNKNOWN_LOCATION, "and %u more (see the tigdevirt dump)",
	    (unsigned) (closed.size () - shown));
  inform (UNKNOWN_LOCATION, "list hierarchies that loaded code extends in "
	  "%<-fplugin-arg-tigdevirt-open-hierarchies=FILE%>, or silence this "
	  "with %<-fplugin-arg-tigdevirt-warn-dlopen=0%>");
}

} // namespace tigdevirt
