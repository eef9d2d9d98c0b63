/* devirt-speculative.cc - speculative devirtualization.

   The static estimate (docs/speculation.md): a target's weight is the
   number of classes with objects of their own in the unit (vtable defined,
   not abstract, not only under construction) whose vtable slot holds it.
   Targets are tried most likely first; ties keep the list's order (the
   outer type's own method first).  */

#include "devirt.h"

namespace tigdevirt {

/* Can a guarded direct call to N pay off?  After GCC's likely_target_p
   and its devirt pass's further checks.  */

static const char *
unlikely_because (cgraph_node *n, unsigned weight)
{
  if (TREE_CODE (TREE_TYPE (n->decl)) != METHOD_TYPE)
    return "not a method";
  if (!weight)
    return "reached only by classes without objects of their own";
  if (flags_from_decl_or_type (n->decl) & ECF_NORETURN)
    return "noreturn";
  if (lookup_attribute ("cold", DECL_ATTRIBUTES (n->decl))
      || n->frequency < NODE_FREQUENCY_NORMAL)
    return "cold";
  if (!n->definition || DECL_EXTERNAL (n->decl))
    return "no body in this unit";
  /* An implicitly declared destructor (GCC PR c++/58678).  */
  if (DECL_ARTIFICIAL (n->function_symbol ()->decl))
    return "artificial";
  if (n->get_availability () <= AVAIL_INTERPOSABLE
      && n->can_be_discarded_p ())
    return "interposable";
  return nullptr;
}

devirt_decision
try_speculation (const call_site &c, const target_list &t,
		 unsigned max_targets)
{
  devirt_decision d;
  cgraph_edge *e = c.edge;
  if (!max_targets)
    {
      d.missed = "speculation disabled (speculate=0)";
      return d;
    }
  if (e->speculative)
    {
      d.missed = "call is already speculative";
      return d;
    }
  if (!e->maybe_hot_p ())
    {
      d.missed = "call is cold";
      return d;
    }

  std::vector<unsigned> likely;
  const char *last_reason = "no possible target";
  for (unsigned i = 0; i < t.targets.size (); i++)
    {
      d.total_weight += t.instances[i];
      if (const char *why = unlikely_because (t.targets[i], t.instances[i]))
	last_reason = why;
      else
	likely.push_back (i);
    }
  if (!t.complete)
    d.total_weight++;
  if (likely.empty ())
    {
      d.missed = last_reason;
      return d;
    }
  std::stable_sort (likely.begin (), likely.end (),
		    [&] (unsigned a, unsigned b)
		    { return t.instances[a] > t.instances[b]; });
  if (likely.size () > max_targets)
    likely.resize (max_targets);
  d.kind = devirt_kind::speculative;
  for (unsigned i : likely)
    {
      d.targets.push_back (t.targets[i]);
      d.weights.push_back (t.instances[i]);
    }
  return d;
}

} // namespace tigdevirt
