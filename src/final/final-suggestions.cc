/* final-suggestions.cc - which classes and methods, declared `final',
   would make calls direct: the calls (final_advisor::note_call), grouped
   by declaration, and why a declaration cannot be final.  Ranked in
   final-ranking.cc, printed in final-output.cc (final-report.h).  */

#include "final-report.h"
#include "call-estimate.h"
#include "plugin-options.h"

namespace tigdevirt {
namespace final_report {

namespace {

/* The method a vtable slot's function stands for (a thunk's target).
   A thunk may call its method through a local alias GCC made for it
   (make_alias_for_thunk: `*.LTHUNK5', a method's type but a namespace
   for its context), which stands for the alias's target: taken for the
   method, its context was looked up as a class and the compiler
   crashed (compiling for fat LTO objects, with -g or -fno-devirtualize,
   and linking a shared library: Debian's libcrypto++).  Other aliases (a destructor's D1 of its D2)
   stay what they are, as the slots of the primary vtable name them.  */

tree
method_of (tree fn)
{
  if (!fn)
    return NULL_TREE;
  cgraph_node *n = cgraph_node::get (fn);
  if (n && n->thunk && n->callees)
    {
      cgraph_node *callee = n->callees->callee;
      fn = callee->decl;
      if (!class_method_p (fn))
	fn = callee->ultimate_alias_target ()->decl;
    }
  return class_method_p (fn) ? fn : NULL_TREE;
}

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

} // anon namespace

position
class_position (const poly_type *t)
{
  tree name = TYPE_NAME (t->type);
  return position_of (name && TREE_CODE (name) == TYPE_DECL
		      ? DECL_SOURCE_LOCATION (name) : UNKNOWN_LOCATION, t);
}

bool
class_method_p (tree f)
{
  return f && TREE_CODE (f) == FUNCTION_DECL
	 && TREE_CODE (TREE_TYPE (f)) == METHOD_TYPE && DECL_CONTEXT (f)
	 && RECORD_OR_UNION_TYPE_P (DECL_CONTEXT (f));
}

position
method_position (tree fn)
{
  return position_of (DECL_SOURCE_LOCATION (fn), fn);
}

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

std::string
overridden (const type_graph &g, tree f, bool *not_here)
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

template <typename K, typename P, typename N>
std::map<position, unsigned>
reporter::group (const std::map<K, std::vector<unsigned>> &by,
		 bool is_class, P position_of_key, N name_of_key)
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
reporter::add_classes
  (const std::map<poly_type *, std::vector<unsigned>> &by_class)
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
      else if (!(declared = declared_derived_class (decls, t->type)).empty ())
	s.rejected = declared + " derives from it";
      else
	s.rejected = outside_derivation (closure, g, t, false);
    }
  for (auto &kv : index)
    {
      suggestion &s = all[kv.second];
      if (!s.classes.empty ())
	s.site = class_declaration (decls, s.classes.front ()->type);
    }
}

void
reporter::add_methods
  (const std::map<tree, std::vector<unsigned>> &by_method)
{
  std::map<position, unsigned> index
    = group (by_method, false, [] (tree f) { return method_position (f); },
	     [] (tree f) { return function_name_of (f); });
  /* Every method with the declaration must qualify, also those no call
     gains from (another specialization of the template); the methods
     calls reach are among them even when GCC made them aliases.  */
  std::vector<tree> methods;
  for (auto &kv : by_method)
    methods.push_back (kv.first);
  cgraph_node *n;
  FOR_EACH_FUNCTION (n)
    if (DECL_VIRTUAL_P (n->decl) && !n->thunk && class_method_p (n->decl))
      methods.push_back (n->decl);
  for (tree decl : methods)
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
	  std::string by = declared_overrider (decls, decl);
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
	s.site = method_declaration (decls, s.methods.front ());
    }
}

} // namespace final_report

using namespace final_report;

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

final_counts
final_advisor::report (const hierarchy_closure &closure)
{
  final_counts counts;
  reporter r (g, closure, calls, decls);
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
	  s->hidden_why = reason::final_over_limit;
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
      counts.suggestions++;
      if (s->hidden.empty ())
	{
	  counts.shown++;
	  counts.calls += s->calls.size ();
	}
      else
	counts.hidden[reason_text (s->hidden_why)]++;
    }
  for (const suggestion &s : r.all)
    if (!s.rejected.empty ())
      counts.rejected++;
  if (dump_file)
    r.dump (dump_file, order);
  if (!opts.suggest_final_report.empty ())
    r.write_json (opts.suggest_final_report, order);
  return counts;
}

} // namespace tigdevirt
