/* field-pointer-proof.cc - the one function a closed function-pointer
   field holds (field-pointer-proof.h).  WPA, or a compile without
   -flto.  */

#include "field-pointer-proof.h"
#include "field-pointers.h"
#include "pointer-calls.h"
#include "type-graph.h"

namespace tigdevirt {

bool
proved_field_function (cgraph_edge *e, field_records &fields,
		       const type_graph &g, const target_list &guess,
		       target_list &t, const char **why)
{
  *why = nullptr;
  tree record;
  std::string cls;
  HOST_WIDE_INT pos;
  if (!exact_call_field (e, &record, &cls, &pos))
    return *why = "the pointer is loaded at an offset, not by naming the "
		  "field", false;
  /* A class local to a unit is keyed differently by the two records.  */
  if (!record && (cls.empty () || cls[0] == '@'))
    return *why = "its class is local to a unit", false;
  bool is_protected;
  const std::vector<stored_function> *stored
    = function_field_targets (fields, record, cls, pos, &is_protected, why);
  if (!stored)
    return false;
  if (is_protected)
    {
      /* Classes derived from its class store to it too: each closed by
	 some unit, and none outside the link.  */
      poly_type *c = g.lookup_odr (cls);
      if (c && !c->derivations_known)
	return *why = "it is protected, and code outside the link may "
		      "derive from its class and store to it", false;
      if ((*why = protected_field_open (fields, g, cls, &c)))
	return false;
    }
  uint32_t digest = pointer_call_digest (e);
  std::vector<cgraph_node *> all;
  for (const stored_function &f : *stored)
    {
      cgraph_node *n;
      if (f.decl)
	n = cgraph_node::get (f.decl);
      else if (!f.name.empty ())
	{
	  n = function_by_name (f.name.c_str ());
	  /* Not in the link: stored by code outside it.  */
	  if (!n)
	    return *why = "a function stored to it is not in the link", false;
	}
      else
	/* A unit's local function the link removed: no code that runs
	   stores it.  */
	n = dyn_cast<cgraph_node *> (symbol_by_order (f.order));
      if (!n)
	{
	  if (f.decl)
	    return *why = "a function stored to it is not in this unit",
		   false;
	  continue;
	}
      /* An ifunc's symbol is an alias of its resolver: the pointer is
	 what the resolver picks at load time, not the resolver.  */
      if (lookup_attribute ("ifunc", DECL_ATTRIBUTES (n->decl)))
	return *why = "an ifunc is stored to it", false;
      n = n->ultimate_alias_target ();
      if (n->ifunc_resolver)
	return *why = "an ifunc is stored to it", false;
      if (!digest || function_type_digest (TREE_TYPE (n->decl)) != digest)
	return *why = "a function of another type than the call's is stored "
		      "to it", false;
      if (std::find (all.begin (), all.end (), n) == all.end ())
	all.push_back (n);
    }
  if (all.empty ())
    return *why = "no function stored to it is left in the link", false;
  if (all.size () > max_proved_functions)
    return *why = "more functions are stored to it than a dispatch "
		  "compares", false;
  /* Complete: the guess's order and weights (most stored first), each
     function it lacks after them.  */
  t = target_list ();
  t.functions = true;
  t.complete = true;
  auto add = [&] (cgraph_node *n, unsigned w)
    {
      t.targets.push_back (n);
      t.instances.push_back (w);
      t.class_ap.push_back (address_point ());
    };
  for (unsigned i = 0; i < guess.targets.size (); i++)
    if (std::find (all.begin (), all.end (), guess.targets[i]) != all.end ())
      add (guess.targets[i], guess.instances[i]);
  for (cgraph_node *n : all)
    if (std::find (t.targets.begin (), t.targets.end (), n)
	== t.targets.end ())
      add (n, 1);
  /* One function takes every call.  */
  if (all.size () == 1)
    t.instances[0] = 1000;
  return true;
}

} // namespace tigdevirt
