/* field-containment.cc - link time (or a compile without -flto): is a
   pointer field contained, i.e. can no code outside the link reach the
   objects it holds?  The join of the compile-time records over the
   methods those objects can reach.  See field-escapes.h for the rule.  */

#include "field-state.h"
#include "link-view.h"
#include "placement-census.h"
#include "type-graph.h"

namespace tigdevirt {

using namespace escapes;

namespace {

/* S, kept with TAB (the answers are C strings).  */

const char *
reason (tables &tab, const std::string &s)
{
  tab.reasons.push_back (s);
  return tab.reasons.back ().c_str ();
}

/* The vtable variable DECL's symbol, or null when the link has none.  */

varpool_node *
vtable_symbol (tree decl)
{
  varpool_node *v = varpool_node::get (decl);
  if (!v && DECL_ASSEMBLER_NAME_SET_P (decl))
    v = only_symbol_named<varpool_node> (DECL_ASSEMBLER_NAME (decl));
  return v ? v->ultimate_alias_target () : nullptr;
}

/* Walk the methods the objects can reach from START (nodes) and NAMED
   (keys): null when each is defined in the link, cannot be replaced,
   and keeps its `this' (and so the methods it calls with it); else why
   not.  */

const char *
closure (tables &tab, std::vector<cgraph_node *> start,
	 const name_set &named)
{
  std::set<cgraph_node *> done;
  std::set<std::string> done_keys, followed;
  std::vector<cgraph_node *> work = std::move (start);
  std::vector<std::string> work_keys (named.begin (), named.end ());
  /* The record of KEY's function, its callees queued: false if it lets
     its `this' escape; no record means it keeps it and calls nothing
     with it (every walked method is recorded otherwise).  */
  auto follow_record = [&] (const std::string &key)
    {
      if (!followed.insert (key).second)
	return true;
      auto m = tab.methods.find (key);
      if (m == tab.methods.end ())
	return true;
      if (m->second.escapes)
	return false;
      work_keys.insert (work_keys.end (), m->second.callees.begin (),
			m->second.callees.end ());
      return true;
    };
  while (!work.empty () || !work_keys.empty ())
    {
      if (work.empty ())
	{
	  std::string key = work_keys.back ();
	  work_keys.pop_back ();
	  if (!done_keys.insert (key).second)
	    continue;
	  /* A public function is checked at its symbol; a local one, or
	     one inlined wherever it was called at compile time (no symbol
	     left), is the code its unit's walk saw (no record: it keeps
	     its `this' and calls nothing with it).  */
	  if (key.find ('\x01') == std::string::npos)
	    if (cgraph_node *n = only_symbol_named<cgraph_node> (get_identifier
							  (key.c_str ())))
	      {
		work.push_back (n);
		continue;
	      }
	  if (!follow_record (key))
	    return reason (tab, "a method its objects reach ("
			   + function_name_from (key.substr
						 (0, key.find ('\x01')))
			   + ") may pass its object to other code");
	  continue;
	}
      cgraph_node *n = work.back ();
      work.pop_back ();
      n = n->ultimate_alias_target ();
      if (!done.insert (n).second)
	continue;
      /* A slot no call can use (a pure or deleted virtual, a method
	 removed as dead).  */
      if (fndecl_built_in_p (n->decl))
	continue;
      std::string name = mangled_name_of (n->decl);
      if (name == "__cxa_pure_virtual" || name == "__cxa_deleted_virtual")
	continue;
      std::string label = function_name_of (n->decl);
      if (n->thunk)
	return reason (tab, "its objects' methods are reached through a thunk "
		       "(" + label + "), which the walk does not follow");
      if (!n->definition || DECL_EXTERNAL (n->decl))
	return reason (tab, label + ", a method its objects reach, is not "
		       "defined in the link");
      if (n->get_availability () < AVAIL_AVAILABLE)
	return reason (tab, label + ", a method its objects reach, may be "
		       "replaced by code outside the link");
      if (!follow_record (key_of_node (tab, n)))
	return reason (tab, label + ", a method its objects reach, may pass "
		       "its object to other code");
    }
  return nullptr;
}

/* Why the field of record R escapes, computed (FACT its proof).  */

const char *
compute (tables &tab, const field_record &r, const field_fact &fact,
	 type_graph &g)
{
  if (!r.escapes.empty ())
    return reason (tab,
		   "a pointer to its objects escapes (" + r.escapes + ")");
  for (const std::string &n : r.named_in)
    if (!r.seen.count (n))
      {
	return reason (tab, function_name_from (n.substr (0, n.find ('\x01')))
		       + " names it, and no unit of the link compiles it "
			 "(code outside the link may run it)");
      }
  if (in_lto_p && !load_method_records (tab))
    return "some unit's field-escape data were malformed";
  std::vector<cgraph_node *> start;
  for (const field_fact::stored &s : fact.classes)
    {
      if (s.is_factory ())
	return "a store stores what a function returns";
      poly_type *c = s.type ? g.add (s.type) : g.lookup_odr (s.odr);
      if (!c)
	return "a class it holds is not in the type graph";
      if (c->any_virtual_base)
	return reason (tab, "its objects' class " + c->name + " has virtual "
		       "bases, whose construction vtables the walk does "
		       "not follow");
      std::vector<poly_type *> family = g.all_bases (c);
      family.push_back (c);
      for (poly_type *t : family)
	{
	  varpool_node *v = t->vtable () ? vtable_symbol (t->vtable ())
			    : nullptr;
	  /* A base's vtable nothing refers to (its constructor inlined,
	     its store dead): no object ever has it; code outside the
	     link referring to it would have kept it.  */
	  if (!v && t != c)
	    continue;
	  if (!v || !v->definition || DECL_EXTERNAL (v->decl))
	    return reason (tab, "the virtual table of " + t->name
			   + " is not defined in the link");
	  ipa_ref *ref;
	  for (unsigned i = 0; v->iterate_reference (i, ref); i++)
	    if (cgraph_node *f = dyn_cast<cgraph_node *> (ref->referred))
	      start.push_back (f);
	}
    }
  return closure (tab, std::move (start), r.callees);
}

} // anon namespace

const char *
field_escape (field_records &fields, tree record, const std::string &odr,
	      HOST_WIDE_INT pos, const field_fact &fact, type_graph &g)
{
  tables &tab = fields.tables ().escapes;
  if (!in_lto_p)
    publish_field_escapes (tab);
  auto key = std::make_pair (record ? unit_holder_key (record) : odr, pos);
  auto known = tab.answers.find (key);
  if (known != tab.answers.end ())
    return known->second;
  auto it = tab.fields.find (key);
  const char *why
    = in_lto_p && census_incomplete ()
      ? "some object was compiled without the plugin"
      : it == tab.fields.end ()
      ? "no unit recorded how its objects are used"
      : compute (tab, it->second, fact, g);
  tab.answers.emplace (key, why);
  return why;
}

} // namespace tigdevirt
