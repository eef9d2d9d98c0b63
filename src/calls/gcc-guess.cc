/* gcc-guess.cc - the targets GCC's own speculative devirtualization would
   guard.  See gcc-guess.h; after ipa_devirt and likely_target_p in GCC's
   ipa-devirt.cc (static there; the same in GCC 12 and 16 but for the
   number of targets).  */

#include "gcc-guess.h"
#include "vtable-references.h"

namespace tigdevirt {

namespace {

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

std::vector<cgraph_node *>
gcc_speculation_targets (cgraph_edge *e)
{
  std::vector<cgraph_node *> guesses;
  if (!edge_polymorphic_call (e)
      || !opt_for_fn (e->caller->decl, flag_devirtualize_speculatively)
      || !e->maybe_hot_p ())
    return guesses;
  bool final;
  vec<cgraph_node *> targets
    = possible_polymorphic_call_targets (e, &final, nullptr, true);
  unsigned most = gcc_speculative_targets_max ();
  for (cgraph_node *t : targets)
    if (likely_target (t))
      {
	if (guesses.size () == most)
	  return {};
	guesses.push_back (t);
      }
  /* Then each is dropped on its own (GCC 16's devirt_target_ok_p; GCC
     12's single target the same way).  */
  guesses.erase (std::remove_if (guesses.begin (), guesses.end (),
				 [] (cgraph_node *g)
				 {
				   return !g->definition
					  || DECL_EXTERNAL (g->decl)
					  || DECL_ARTIFICIAL
					       (g->function_symbol ()->decl)
					  || (g->get_availability ()
					      <= AVAIL_INTERPOSABLE
					      && g->can_be_discarded_p ());
				 }),
		 guesses.end ());
  return guesses;
}

} // namespace tigdevirt
