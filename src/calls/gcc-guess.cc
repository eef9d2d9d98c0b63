/* gcc-guess.cc - the target GCC's own speculative devirtualization would
   guard.  See gcc-guess.h; after ipa_devirt and likely_target_p in GCC
   12's ipa-devirt.cc (both static there).  */

#include "gcc-guess.h"

namespace tigdevirt {

namespace {

/* Does a live vtable refer to N (GCC's referenced_from_vtable_p)?  */

bool
referenced_from_vtable (cgraph_node *n, unsigned depth = 0)
{
  if (n->externally_visible || DECL_EXTERNAL (n->decl)
      || n->used_from_other_partition)
    return true;
  /* GCC's own constant-time cut.  */
  if (n->ref_list.referring.length () > 100 || depth > 8)
    return true;
  ipa_ref *ref;
  for (unsigned i = 0; n->iterate_referring (i, ref); i++)
    {
      if (ref->use == IPA_REF_ALIAS)
	{
	  if (cgraph_node *a = dyn_cast<cgraph_node *> (ref->referring))
	    if (referenced_from_vtable (a, depth + 1))
	      return true;
	}
      else if (ref->use == IPA_REF_ADDR && VAR_P (ref->referring->decl)
	       && DECL_VIRTUAL_P (ref->referring->decl))
	return true;
    }
  return false;
}

bool
likely_target (cgraph_node *n)
{
  if (TREE_CODE (TREE_TYPE (n->decl)) != METHOD_TYPE)
    return false;
  if (flags_from_decl_or_type (n->decl) & ECF_NORETURN)
    return false;
  if (lookup_attribute ("cold", DECL_ATTRIBUTES (n->decl)))
    return false;
  if (n->frequency < NODE_FREQUENCY_NORMAL)
    return false;
  return referenced_from_vtable (n);
}

} // anon namespace

cgraph_node *
gcc_speculation_target (cgraph_edge *e)
{
  if (!edge_polymorphic_call (e)
      || !opt_for_fn (e->caller->decl, flag_devirtualize_speculatively)
      || !e->maybe_hot_p ())
    return nullptr;
  bool final;
  vec<cgraph_node *> targets
    = possible_polymorphic_call_targets (e, &final, nullptr, true);
  cgraph_node *guess = nullptr;
  for (cgraph_node *t : targets)
    if (likely_target (t))
      {
	if (guess)
	  return nullptr;
	guess = t;
      }
  if (!guess || !guess->definition || DECL_EXTERNAL (guess->decl)
      || DECL_ARTIFICIAL (guess->function_symbol ()->decl)
      || (guess->get_availability () <= AVAIL_INTERPOSABLE
	  && guess->can_be_discarded_p ()))
    return nullptr;
  return guess;
}

} // namespace tigdevirt
