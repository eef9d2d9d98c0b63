/* final-output.cc - printing the `final' suggestions (final-report.h):
   the warnings with their fix-its and notes, the dump, and the JSON
   report other links' reports are merged with.  */

#include "final-report.h"
#include "call-locations.h"
#include "link-view.h"
#include "plugin-options.h"
#include "link-files.h"

namespace tigdevirt {
namespace final_report {

namespace {

const char *
scope_words ()
{
  if (!in_lto_p)
    return "in this translation unit";
  return have_link_view () ? "in the program" : "in the LTO unit";
}

json::object *
position_json (const char *file, unsigned line, unsigned column)
{
  json::object *o = new json::object;
  o->set ("file", new json::string (file ? file : ""));
  o->set ("line", new json::integer_number (line));
  o->set ("column", new json::integer_number (column));
  /* The same file from any directory: reports of links run in different
     directories are merged by it.  */
  if (file)
    o->set ("path", new json::string (canonical_path (file).c_str ()));
  return o;
}

json::object *
location_json (location_t loc)
{
  expanded_location x = expand_location (loc);
  return position_json (x.file, x.line, x.column);
}

/* The names other links' reports know a declaration by: each
   specialization's, without template arguments or parameters.  */

json::array *
keys_json (const std::vector<std::string> &names)
{
  std::set<std::string> keys;
  for (const std::string &n : names)
    keys.insert (plain_name (n));
  json::array *a = new json::array;
  for (const std::string &k : keys)
    a->append (new json::string (k.c_str ()));
  return a;
}

json::object *
block_json (bool is_class, const std::string &name, json::object *where,
	    const std::string &reason)
{
  json::object *o = new json::object;
  o->set ("kind", new json::string (is_class ? "class" : "method"));
  o->set ("name", new json::string (name.c_str ()));
  if (where)
    o->set ("location", where);
  o->set ("reason", new json::string (reason.c_str ()));
  return o;
}

} // anon namespace

void
silence_gcc_own ()
{
  if (opts.suggest_final_types)
    warn_suggest_final_types = 0;
  if (opts.suggest_final_methods)
    warn_suggest_final_methods = 0;
}

/* The warning, its fix-it and its notes.  */

bool
reporter::warn (const suggestion &s)
{
  auto_diagnostic_group group;
  location_t loc = s.site.name;
  rich_location rich (line_table, loc);
  if (s.site.fixit_at != UNKNOWN_LOCATION)
    rich.add_fixit_insert_before (s.site.fixit_at, " final");
  /* Counts are printed as unsigned long (%lu), not HOST_WIDE_INT (%wu):
     GCC's format checking does not know the latter's type when GCC's
     headers come precompiled (Makefile.am), and warns.  */
  unsigned HOST_WIDE_INT n = s.calls.size ();
  unsigned long count = n;
  bool warned;
  if (s.is_class)
    warned = warning_n (&rich, OPT_Wsuggest_final_types, n,
			"declaring %qs %<final%> would make %lu polymorphic "
			"call direct; no class %s derives from it",
			"declaring %qs %<final%> would make %lu polymorphic "
			"calls direct; no class %s derives from it",
			s.name.c_str (), count, scope_words ());
  else
    warned = warning_n (&rich, OPT_Wsuggest_final_methods, n,
			"declaring %qs %<final%> would make %lu polymorphic "
			"call direct; no class %s overrides it",
			"declaring %qs %<final%> would make %lu polymorphic "
			"calls direct; no class %s overrides it",
			s.name.c_str (), count, scope_words ());
  if (!warned)
    return false;
  /* `class C FINAL_MACRO : B': the fix is the macro's definition (no
     fix-it: a second `final' would not compile where it expands to
     one).  */
  if (s.is_class && s.site.final_macro != UNKNOWN_LOCATION)
    inform (s.site.final_macro, "this macro after the name does not "
	    "expand to %<final%> in this build");
  if (s.specializations.size () > 1)
    {
      std::string names;
      for (unsigned i = 0; i < s.specializations.size () && i < 3; i++)
	names += (i ? ", " : "") + s.specializations[i];
      if (s.specializations.size () > 3)
	names += ", ...";
      inform (loc, "the declaration is a template: %<final%> there "
	      "applies to all %lu of its specializations (%s)",
	      (unsigned long) s.specializations.size (),
	      names.c_str ());
    }
  /* The hottest calls, one note per source position.  */
  std::set<std::pair<location_t, tree>> seen;
  unsigned shown = 0;
  for (unsigned i : s.calls)
    {
      const final_advisor::gained_call &c = calls[i];
      cgraph_edge *e = c.call->edge;
      location_t at = call_location (e);
      if (!seen.insert ({ at, e->caller->decl }).second)
	continue;
      if (shown++ == 3)
	break;
      std::string caller = function_name_of (e->caller->decl);
      std::string target = function_name_of (c.target->decl);
      if (at == UNKNOWN_LOCATION)
	at = DECL_SOURCE_LOCATION (e->caller->decl);
      if (c.measured)
	inform (at, "the call in %qs would call %qs directly "
		"(executed %lu times)", caller.c_str (), target.c_str (),
		(unsigned long) c.weight);
      else
	inform (at, "the call in %qs would call %qs directly",
		caller.c_str (), target.c_str ());
    }
  return true;
}

void
reporter::dump (FILE *f, const std::vector<suggestion *> &order) const
{
  /* Shown ones in rank order, then the hidden ones, then those that
     cannot be made.  */
  fprintf (f, "Final suggestions:\n");
  for (int pass = 0; pass < 2; pass++)
    for (const suggestion *s : order)
      if (s->hidden.empty () == (pass == 0))
	fprintf (f, "suggest-final%s %s %s calls=%u weight=%.3f%s%s%s%s\n",
		 pass ? "-hidden" : "", s->is_class ? "class" : "method",
		 s->name.c_str (), (unsigned) s->calls.size (), s->weight,
		 s->site.fixit_at != UNKNOWN_LOCATION ? " fixit" : "",
		 s->site.final_macro != UNKNOWN_LOCATION ? " macro" : "",
		 pass ? ": " : "", s->hidden.c_str ());
  for (const suggestion &s : all)
    if (!s.rejected.empty ())
      fprintf (f, "suggest-final-rejected %s %s calls=%u: %s\n",
	       s.is_class ? "class" : "method", s.name.c_str (),
	       (unsigned) s.calls.size (), s.rejected.c_str ());
}

void
reporter::write_json (const std::string &file,
		      const std::vector<suggestion *> &order) const
{
  json::object root;
  root.set ("tool", new json::string ("tigdevirt"));
  root.set ("version", new json::integer_number (1));
  root.set ("scope", new json::string (scope_words ()));
  json::array *list = new json::array;
  unsigned rank = 0;
  for (const suggestion *s : order)
    {
      json::object *o = new json::object;
      o->set ("rank", new json::integer_number (++rank));
      o->set ("kind", new json::string (s->is_class ? "class" : "method"));
      o->set ("name", new json::string (s->name.c_str ()));
      json::array *names = new json::array;
      for (const std::string &n : s->specializations)
	names->append (new json::string (n.c_str ()));
      o->set ("declares", names);
      o->set ("keys", keys_json (s->specializations));
      o->set ("location", location_json (s->site.name));
      if (s->site.fixit_at != UNKNOWN_LOCATION)
	{
	  /* As GCC's fix-its: insert before this column.  */
	  json::object *fix = location_json (s->site.fixit_at);
	  fix->set ("insert", new json::string (" final"));
	  o->set ("fixit", fix);
	}
      else
	o->set ("fixit", new json::literal (json::JSON_NULL));
      if (s->is_class && s->site.final_macro != UNKNOWN_LOCATION)
	o->set ("final_macro", location_json (s->site.final_macro));
      o->set ("calls", new json::integer_number (s->calls.size ()));
      o->set ("weighted_gain", new json::float_number (s->weight));
      o->set ("weight_source",
	      new json::string (s->measured ? "profile" : "static"));
      o->set ("shown", new json::literal (s->hidden.empty ()));
      if (!s->hidden.empty ())
	o->set ("hidden", new json::string (s->hidden.c_str ()));
      json::array *cs = new json::array;
      for (unsigned i : s->calls)
	{
	  const final_advisor::gained_call &c = calls[i];
	  json::object *co = location_json (call_location (c.call->edge));
	  co->set ("caller", new json::string
		   (function_name_of (c.call->edge->caller->decl).c_str ()));
	  co->set ("target", new json::string
		   (function_name_of (c.target->decl).c_str ()));
	  co->set ("weight", new json::float_number (c.weight));
	  cs->append (co);
	}
      o->set ("call_sites", cs);
      list->append (o);
    }
  root.set ("suggestions", list);
  json::array *rejected = new json::array;
  for (const suggestion &s : all)
    if (!s.rejected.empty ())
      {
	json::object *o = new json::object;
	o->set ("kind", new json::string (s.is_class ? "class" : "method"));
	o->set ("name", new json::string (s.name.c_str ()));
	o->set ("keys", keys_json (s.specializations.empty ()
				   ? std::vector<std::string> (1, s.name)
				   : s.specializations));
	if (s.site.name != UNKNOWN_LOCATION)
	  o->set ("location", location_json (s.site.name));
	o->set ("calls", new json::integer_number (s.calls.size ()));
	o->set ("reason", new json::string (s.rejected.c_str ()));
	rejected->append (o);
      }
  root.set ("not_suggested", rejected);
  root.set ("blocked", blocked_json ());
  std::string name = per_link_file (file, ".final.json");
  FILE *f = fopen (name.c_str (), "w");
  if (!f)
    {
      error ("tigdevirt: cannot write the final suggestions to %qs: %m",
	     name.c_str ());
      return;
    }
  json_write_line (root, f);
  fputc ('\n', f);
  if (fclose (f) != 0)
    error ("tigdevirt: cannot write the final suggestions to %qs: %m",
	   name.c_str ());
}

/* Every declaration this program says cannot be final, whether or not a
   call would gain from it here: another program built from the same
   sources may suggest it (tigdevirt-merge-final rejects it then).  */

json::array *
reporter::blocked_json () const
{
  json::array *out = new json::array;
  /* Why code outside may derive from T or from a class derived from it:
     once per class, for the class and each of its methods.  */
  std::map<const poly_type *, std::string> outside_of;
  auto outside_reach = [&] (const poly_type *t) -> const std::string & {
    auto it = outside_of.find (t);
    if (it == outside_of.end ())
      it = outside_of.emplace (t, outside_derivation (closure, g, t,
							 true)).first;
    return it->second;
  };
  for (const poly_type *t : g.types ())
    {
      if (t->final_p)
	continue;
      /* Code outside that may derive from T (or from a class derived
	 from it) may override any of its methods: "methods" says so, for
	 the methods this link has no node or slot of (a class whose
	 vtable is in a shared library).  */
      const std::string &outside = outside_reach (t);
      std::string why;
      if (!t->derived.empty ())
	why = t->derived.front ()->name + " derives from it";
      else
	why = outside;
      if (why.empty ())
	continue;
      tree name = TYPE_NAME (t->type);
      json::object *o = block_json
	(true, t->name, name && TREE_CODE (name) == TYPE_DECL
	 ? location_json (DECL_SOURCE_LOCATION (name)) : nullptr, why);
      o->set ("keys", keys_json (std::vector<std::string> (1, t->name)));
      if (!outside.empty ())
	o->set ("methods", new json::string (outside.c_str ()));
      out->append (o);
    }
  cgraph_node *n;
  FOR_EACH_FUNCTION (n)
    {
      tree f = n->decl;
      if (!DECL_VIRTUAL_P (f) || n->thunk || DECL_FINAL_P (f)
	  || !class_method_p (f))
	continue;
      poly_type *t = g.lookup (DECL_CONTEXT (f));
      if (!t)
	continue;
      std::string why;
      if (!t->derived.empty ())
	{
	  bool not_here;
	  why = overridden (g, f, &not_here);
	  /* Only what this program shows.  */
	  if (not_here)
	    why.clear ();
	}
      if (why.empty ())
	why = outside_reach (t);
      if (why.empty ())
	continue;
      std::string fname = function_name_of (f);
      json::object *o = block_json (false, fname,
				    location_json (DECL_SOURCE_LOCATION (f)),
				    why);
      o->set ("keys", keys_json (std::vector<std::string> (1, fname)));
      out->append (o);
    }
  for (const declared_block &b : declared_blocks (decls))
    out->append (block_json (b.is_class, b.name,
			     position_json (b.file.c_str (), b.line,
					    b.column), b.reason));
  return out;
}

} // namespace final_report
} // namespace tigdevirt
