/* final-suggestions.cc - computing, ranking and reporting `final'
   suggestions (final-suggestions.h).  */

#include "final-suggestions.h"
#include "call-estimate.h"
#include "call-locations.h"
#include "declaration-sites.h"
#include "link-view.h"
#include "plugin-options.h"

namespace tigdevirt {

namespace {

/* The method a vtable slot's function stands for (a thunk's target).  */

tree
method_of (tree fn)
{
  if (!fn)
    return NULL_TREE;
  cgraph_node *n = cgraph_node::get (fn);
  if (n && n->thunk && n->callees)
    return n->callees->callee->decl;
  return fn;
}

/* Declarations are told apart by where their name is
   (source_position_of); one GCC knows no location for by its tree.  */
typedef source_position position;

position
position_of (location_t loc, const void *fallback)
{
  position p = source_position_of (loc);
  if (std::get<0> (p).empty ())
    {
      char buf[32];
      snprintf (buf, sizeof buf, "<%p>", fallback);
      return position (buf, 0, 0);
    }
  return p;
}

position
class_position (const poly_type *t)
{
  tree name = TYPE_NAME (t->type);
  return position_of (name && TREE_CODE (name) == TYPE_DECL
		      ? DECL_SOURCE_LOCATION (name) : UNKNOWN_LOCATION, t);
}

position
method_position (tree fn)
{
  return position_of (DECL_SOURCE_LOCATION (fn), fn);
}

struct suggestion
{
  bool is_class;
  std::string name;		/* The first class's or method's name.  */
  std::vector<std::string> specializations;
  std::vector<const poly_type *> classes;
  std::vector<tree> methods;
  declaration_site site;
  std::vector<unsigned> calls;	/* Indexes into final_advisor::calls.  */
  double weight = 0;
  bool measured = false;
  /* Why it is not made (a class derives, code outside may derive...),
     or why it is not shown (threshold, file, pragma, limit).  */
  std::string rejected;
  std::string hidden;
  /* The class suggestion that replaces this method suggestion.  */
  const suggestion *covered_by = nullptr;
};

/* "ns::Box<int>::get(int) const" -> "ns::Box::get": the form the
   suppression file names methods by.  */

std::string
plain_name (const std::string &name)
{
  std::string out;
  int angle = 0;
  for (size_t i = 0; i < name.size (); i++)
    {
      char c = name[i];
      if (c == '(' && angle == 0)
	break;
      if (c == '<')
	angle++;
      else if (c == '>')
	angle--;
      else if (angle == 0)
	out += c;
    }
  return out;
}

/* Why a class derived from T (or T itself) may exist outside the
   program, or "".  */

std::string
outside_derivation (const hierarchy_closure &closure, const type_graph &g,
		    const poly_type *t, bool with_derived)
{
  if (const char *why = closure.outside_reach_of (t))
    return "code outside the LTO unit may derive from " + t->name + ": "
	   + why;
  if (with_derived)
    for (poly_type *d : g.all_derived (const_cast<poly_type *> (t)))
      if (const char *why = closure.outside_reach_of (d))
	return "code outside the LTO unit may derive from " + d->name + ": "
	       + why;
  return "";
}

/* Why method F cannot be declared final: a class overrides it, or its
   slots cannot be read to tell.  "" if it can.  NOT_HERE, if given, is
   set when the reason is only that this program has no vtable with F
   (which says nothing about other programs).  */

std::string
overridden (const type_graph &g, tree f, bool *not_here = nullptr)
{
  if (not_here)
    *not_here = false;
  poly_type *t = g.lookup (DECL_CONTEXT (f));
  if (!t)
    {
      if (not_here)
	*not_here = true;
      return "its class has no vtable in the program";
    }
  /* F's slots, as (offset of a vptr in a T object, index): read from
     T's own vtable, or, when that one is gone (an abstract class whose
     vtable no constructor stores any more), from the first derived
     class that inherits F.  */
  std::vector<std::pair<HOST_WIDE_INT, unsigned>> slots;
  std::vector<poly_type *> holders (1, t);
  std::vector<poly_type *> derived = g.all_derived (t);
  holders.insert (holders.end (), derived.begin (), derived.end ());
  for (poly_type *x : holders)
    {
      for (HOST_WIDE_INT pos : g.positions_of (x, t))
	for (const vptr_location &v : t->vptrs)
	  {
	    const vptr_location *xv = x->vptr_at (pos + v.offset);
	    if (!xv || !xv->ap.valid ())
	      continue;
	    /* Not count_slots: it stops at a slot GCC zeroed.  */
	    unsigned n = entries_after (xv->ap);
	    for (unsigned k = 0; k < n; k++)
	      {
		slot s = read_slot (xv->ap, k);
		if (s.status == slot_status::method && method_of (s.fn) == f)
		  slots.emplace_back (v.offset, k);
	      }
	  }
      if (!slots.empty ())
	break;
    }
  if (slots.empty ())
    {
      if (not_here)
	*not_here = true;
      return "no vtable in the program has it";
    }
  for (poly_type *d : g.all_derived (t))
    for (HOST_WIDE_INT pos : g.positions_of (d, t))
      for (auto &s : slots)
	{
	  const vptr_location *dv = d->vptr_at (pos + s.first);
	  slot ds = dv ? read_slot (dv->ap, s.second) : slot ();
	  if (ds.status == slot_status::unknown)
	    return "the vtable of " + d->name + " cannot be read";
	  if (ds.status != slot_status::method || method_of (ds.fn) != f)
	    return d->name + " overrides it";
	}
  return "";
}

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

/* The report file: FILE, or in directory FILE (ending in '/') one named
   after the link's output, so that every link of a build can be given
   the same option.  */

std::string
report_file (const std::string &file)
{
  if (file.empty () || !IS_DIR_SEPARATOR (file.back ()))
    return file;
  /* What the link's dump files are named after: its output, with a
     suffix of the LTO stage ("prog.wpa", "prog.ltrans0",
     "prog.lto.o-ccXXXX.lto.o" for -flto-partition=none).  */
  std::string output = dump_base_name ? dump_base_name : "a.out";
  if (in_lto_p)
    for (const char *stage : { ".lto.o-", ".wpa", ".ltrans" })
      {
	size_t at = output.rfind (stage);
	if (at != std::string::npos && at > 0)
	  {
	    output.erase (at);
	    break;
	  }
      }
  std::string full = IS_ABSOLUTE_PATH (output.c_str ())
		     ? output : std::string (getpwd ()) + "/" + output;
  const char *base = lbasename (output.c_str ());
  char hash[16];
  snprintf (hash, sizeof hash, "%08x",
	    (unsigned) (htab_hash_string (full.c_str ()) & 0xffffffffu));
  /* Links of one build may run at once: EEXIST is no error.  */
  mkdir (file.c_str (), 0777);
  return file + base + "-" + hash + ".final.json";
}

/* GCC's ipa-devirt warns next, from its own (weaker) analysis, about the
   same declarations: leave the warnings of our kinds to us.  */

void
silence_gcc_own ()
{
  if (opts.suggest_final_types)
    warn_suggest_final_types = 0;
  if (opts.suggest_final_methods)
    warn_suggest_final_methods = 0;
}

class reporter
{
public:
  reporter (const type_graph &g, const hierarchy_closure &closure,
	    const std::vector<final_advisor::gained_call> &calls)
    : g (g), closure (closure), calls (calls) {}

  std::vector<suggestion> all;

  /* One suggestion per declaration position of BY's keys, with their
     calls; the index of each position's suggestion in ALL.  */
  template <typename K, typename P, typename N>
  std::map<position, unsigned>
  group (const std::map<K, std::vector<unsigned>> &by, bool is_class,
	 P position_of_key, N name_of_key)
  {
    std::map<position, unsigned> index;
    for (auto &kv : by)
      {
	position p = position_of_key (kv.first);
	auto it = index.find (p);
	if (it == index.end ())
	  {
	    it = index.emplace (p, all.size ()).first;
	    suggestion s;
	    s.is_class = is_class;
	    s.name = name_of_key (kv.first);
	    all.push_back (s);
	  }
	suggestion &s = all[it->second];
	s.calls.insert (s.calls.end (), kv.second.begin (), kv.second.end ());
      }
    return index;
  }

  void
  add_classes (const std::map<poly_type *, std::vector<unsigned>> &by_class)
  {
    std::map<position, unsigned> index
      = group (by_class, true, [] (poly_type *t) { return class_position (t); },
	       [] (poly_type *t) { return t->name; });
    /* Every class with the declaration must qualify, also those no call
       gains from (another specialization of the template).  */
    for (poly_type *t : g.types ())
      {
	auto it = index.find (class_position (t));
	if (it == index.end ())
	  continue;
	suggestion &s = all[it->second];
	s.classes.push_back (t);
	s.specializations.push_back (t->name);
	if (!s.rejected.empty ())
	  continue;
	std::string declared;
	if (t->final_p)
	  s.rejected = "already final";
	else if (!t->derived.empty ())
	  s.rejected = t->derived.front ()->name + " derives from it";
	else if (!(declared = declared_derived_class (t->type)).empty ())
	  s.rejected = declared + " derives from it";
	else
	  s.rejected = outside_derivation (closure, g, t, false);
      }
    for (auto &kv : index)
      {
	suggestion &s = all[kv.second];
	if (!s.classes.empty ())
	  s.site = class_declaration (s.classes.front ()->type);
      }
  }

  void
  add_methods (const std::map<tree, std::vector<unsigned>> &by_method)
  {
    std::map<position, unsigned> index
      = group (by_method, false, [] (tree f) { return method_position (f); },
	       [] (tree f) { return function_name_of (f); });
    /* Every method with the declaration must qualify, also those no call
       gains from (another specialization of the template); the methods
       calls reach are among them even when GCC made them aliases.  */
    std::vector<tree> decls;
    for (auto &kv : by_method)
      decls.push_back (kv.first);
    cgraph_node *n;
    FOR_EACH_FUNCTION (n)
      if (DECL_VIRTUAL_P (n->decl) && !n->thunk
	  && TREE_CODE (TREE_TYPE (n->decl)) == METHOD_TYPE)
	decls.push_back (n->decl);
    for (tree decl : decls)
      {
	auto it = index.find (method_position (decl));
	if (it == index.end ())
	  continue;
	suggestion &s = all[it->second];
	if (std::find (s.methods.begin (), s.methods.end (), decl)
	    != s.methods.end ())
	  continue;
	s.methods.push_back (decl);
	s.specializations.push_back (function_name_of (decl));
	if (!s.rejected.empty ())
	  continue;
	if (DECL_FINAL_P (decl))
	  {
	    s.rejected = "already final";
	    continue;
	  }
	s.rejected = overridden (g, decl);
	if (s.rejected.empty ())
	  {
	    std::string by = declared_overrider (decl);
	    if (!by.empty ())
	      s.rejected = by + " overrides it";
	  }
	if (s.rejected.empty ())
	  if (poly_type *t = g.lookup (DECL_CONTEXT (decl)))
	    s.rejected = outside_derivation (closure, g, t, true);
      }
    for (auto &kv : index)
      {
	suggestion &s = all[kv.second];
	if (s.methods.empty ())
	  s.rejected = "not a method of the program";
	else
	  s.site = method_declaration (s.methods.front ());
      }
  }

  /* Sum each suggestion's calls (once each: two specializations never
     share a call, but keep it honest) and weights.  */
  void
  weigh ()
  {
    for (suggestion &s : all)
      {
	/* A template's suggestion is named without arguments.  */
	std::sort (s.specializations.begin (), s.specializations.end ());
	if (s.specializations.size () > 1)
	  s.name = plain_name (s.specializations.front ());
	std::sort (s.calls.begin (), s.calls.end ());
	s.calls.erase (std::unique (s.calls.begin (), s.calls.end ()),
		       s.calls.end ());
	std::sort (s.calls.begin (), s.calls.end (),
		   [&] (unsigned a, unsigned b)
		   {
		     if (calls[a].weight != calls[b].weight)
		       return calls[a].weight > calls[b].weight;
		     return a < b;
		   });
	for (unsigned i : s.calls)
	  {
	    s.weight += calls[i].weight;
	    s.measured |= calls[i].measured;
	  }
      }
  }

  /* A class suggestion replaces its methods' when it gains all their
     calls.  */
  void
  cover ()
  {
    std::map<const poly_type *, const suggestion *> class_of;
    for (const suggestion &s : all)
      if (s.is_class && s.rejected.empty () && s.hidden.empty ())
	for (const poly_type *t : s.classes)
	  class_of[t] = &s;
    for (suggestion &s : all)
      {
	if (s.is_class || !s.rejected.empty () || !s.hidden.empty ())
	  continue;
	const suggestion *by = nullptr;
	for (unsigned i : s.calls)
	  {
	    auto it = class_of.find (calls[i].call->context.outer);
	    if (it == class_of.end () || (by && by != it->second))
	      {
		by = nullptr;
		break;
	      }
	    by = it->second;
	  }
	if (by)
	  {
	    s.covered_by = by;
	    s.hidden = "replaced by the suggestion for " + by->name;
	  }
      }
  }

  /* The user's reasons not to show a suggestion.  */
  void
  filter ()
  {
    for (suggestion &s : all)
      {
	if (!s.rejected.empty ())
	  continue;
	if (s.is_class ? !opts.suggest_final_types
		       : !opts.suggest_final_methods)
	  s.hidden = "kind not asked for";
	else if (s.site.already_final)
	  s.rejected = "already final";
	else if (s.site.system_header || runtime_class_name (s.name))
	  s.rejected = "declared in a system header";
	else if (s.calls.size () < opts.suggest_final_min_calls)
	  s.hidden = "below the threshold";
	else if (s.site.pragma_ignored)
	  s.hidden = "ignored by #pragma GCC diagnostic";
	else
	  {
	    std::string entry;
	    for (const std::string &n : s.specializations)
	      {
		entry = opts.suggest_final_suppress.match (n);
		if (entry.empty ())
		  entry = opts.suggest_final_suppress.match (plain_name (n));
		if (!entry.empty ())
		  break;
	      }
	    if (!entry.empty ())
	      s.hidden = "suppressed by " + entry;
	  }
      }
  }

  /* Most valuable first.  */
  std::vector<suggestion *>
  ranked ()
  {
    std::vector<suggestion *> order;
    for (suggestion &s : all)
      if (s.rejected.empty ())
	order.push_back (&s);
    std::stable_sort (order.begin (), order.end (),
		      [] (const suggestion *a, const suggestion *b)
		      {
			if (a->weight != b->weight)
			  return a->weight > b->weight;
			if (a->calls.size () != b->calls.size ())
			  return a->calls.size () > b->calls.size ();
			return a->name < b->name;
		      });
    return order;
  }

  bool warn (const suggestion &s);
  void dump (FILE *f, const std::vector<suggestion *> &order) const;
  void write_json (const std::string &file,
		   const std::vector<suggestion *> &order) const;
  json::array *blocked_json () const;

private:
  const type_graph &g;
  const hierarchy_closure &closure;
  const std::vector<final_advisor::gained_call> &calls;
};

/* The warning, its fix-it and its notes.  */

bool
reporter::warn (const suggestion &s)
{
  auto_diagnostic_group group;
  location_t loc = s.site.name;
  rich_location rich (line_table, loc);
  if (s.site.fixit_at != UNKNOWN_LOCATION)
    rich.add_fixit_insert_before (s.site.fixit_at, " final");
  unsigned HOST_WIDE_INT n = s.calls.size ();
  bool warned;
  if (s.is_class)
    warned = warning_n (&rich, OPT_Wsuggest_final_types, n,
			"declaring %qs %<final%> would make %wu polymorphic "
			"call direct; no class %s derives from it",
			"declaring %qs %<final%> would make %wu polymorphic "
			"calls direct; no class %s derives from it",
			s.name.c_str (), n, scope_words ());
  else
    warned = warning_n (&rich, OPT_Wsuggest_final_methods, n,
			"declaring %qs %<final%> would make %wu polymorphic "
			"call direct; no class %s overrides it",
			"declaring %qs %<final%> would make %wu polymorphic "
			"calls direct; no class %s overrides it",
			s.name.c_str (), n, scope_words ());
  if (!warned)
    return false;
  if (s.specializations.size () > 1)
    {
      std::string names;
      for (unsigned i = 0; i < s.specializations.size () && i < 3; i++)
	names += (i ? ", " : "") + s.specializations[i];
      if (s.specializations.size () > 3)
	names += ", ...";
      inform (loc, "the declaration is a template: %<final%> there "
	      "applies to all %wu of its specializations (%s)",
	      (unsigned HOST_WIDE_INT) s.specializations.size (),
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
		"(executed %wu times)", caller.c_str (), target.c_str (),
		(unsigned HOST_WIDE_INT) c.weight);
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
	fprintf (f, "suggest-final%s %s %s calls=%u weight=%.3f%s%s%s\n",
		 pass ? "-hidden" : "", s->is_class ? "class" : "method",
		 s->name.c_str (), (unsigned) s->calls.size (), s->weight,
		 s->site.fixit_at != UNKNOWN_LOCATION ? " fixit" : "",
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
  std::string name = report_file (file);
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
	  || TREE_CODE (TREE_TYPE (f)) != METHOD_TYPE)
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
  for (const declared_block &b : declared_blocks ())
    out->append (block_json (b.is_class, b.name,
			     position_json (b.file.c_str (), b.line,
					    b.column), b.reason));
  return out;
}

} // anon namespace

void
final_advisor::note_call (const call_site &c, const target_list &cxx)
{
  const call_context &ctx = c.context;
  /* GCC devirtualizes it already, or `final' cannot change the list.  */
  if ((cxx.complete && cxx.targets.size () <= 1) || ctx.invalid
      || !ctx.outer || !ctx.maybe_derived_type || !c.otr_type
      || ctx.offset % BITS_PER_UNIT)
    return;
  call_context what_if = ctx;
  what_if.maybe_derived_type = false;
  const target_list &w = cache.get (c.otr_type, c.token, what_if, true);
  if (!w.complete || w.targets.size () != 1)
    return;
  gained_call gc;
  gc.call = &c;
  gc.weight = call_frequency (c.edge, gc.measured);
  gc.target = w.targets.front ();
  unsigned index = calls.size ();
  calls.push_back (gc);
  if (ctx.outer->derived.empty ())
    by_class[ctx.outer].push_back (index);
  const vptr_location *v = ctx.outer->vptr_at (ctx.offset / BITS_PER_UNIT);
  if (v)
    {
      slot own = read_slot (v->ap, c.token);
      if (own.status == slot_status::method)
	if (tree m = method_of (own.fn))
	  by_method[m].push_back (index);
    }
}

void
final_advisor::report (const hierarchy_closure &closure, run_stats &stats)
{
  reporter r (g, closure, calls);
  r.add_classes (by_class);
  r.add_methods (by_method);
  r.weigh ();
  r.filter ();
  r.cover ();
  std::vector<suggestion *> order = r.ranked ();

  unsigned shown = 0, over = 0;
  unsigned long over_calls = 0;
  bool any_warned = false;
  for (suggestion *s : order)
    {
      if (!s->hidden.empty ())
	continue;
      if (opts.suggest_final_limit && shown >= opts.suggest_final_limit)
	{
	  s->hidden = "over the limit";
	  over++;
	  over_calls += s->calls.size ();
	  continue;
	}
      shown++;
      any_warned |= r.warn (*s);
    }
  if (over && any_warned)
    inform (UNKNOWN_LOCATION, "%u more %<final%> suggestions, %lu calls in "
	    "all (%<-fplugin-arg-tigdevirt-suggest-final-limit=0%> shows "
	    "them)", over, over_calls);
  silence_gcc_own ();

  for (const suggestion *s : order)
    {
      stats.final_suggestions++;
      if (s->hidden.empty ())
	{
	  stats.final_shown++;
	  stats.final_calls += s->calls.size ();
	}
      else
	stats.final_hidden[!s->hidden.compare (0, 14, "suppressed by ")
			   ? "suppression file"
			   : !s->hidden.compare (0, 12, "replaced by ")
			   ? "replaced by a class suggestion" : s->hidden]++;
    }
  for (const suggestion &s : r.all)
    if (!s.rejected.empty ())
      stats.final_rejected++;
  if (dump_file)
    r.dump (dump_file, order);
  if (!opts.suggest_final_report.empty ())
    r.write_json (opts.suggest_final_report, order);
}

} // namespace tigdevirt
