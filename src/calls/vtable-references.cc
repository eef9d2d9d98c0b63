/* vtable-references.cc - which functions vtables refer to.  See
   vtable-references.h.  */

#include "vtable-references.h"

namespace tigdevirt {

namespace {

/* Past this depth of aliases and thunks, or this many references to
   one symbol (GCC's constant-time cut in referenced_from_vtable_p), the
   walks stop.  */
const unsigned max_depth = 8;
const unsigned max_referring = 100;

bool
vtable_slot_ref (ipa_ref *ref)
{
  return ref->use == IPA_REF_ADDR && VAR_P (ref->referring->decl)
	 && DECL_VIRTUAL_P (ref->referring->decl);
}

bool
referenced_from_vtable_1 (cgraph_node *node, unsigned depth)
{
  if (node->externally_visible || DECL_EXTERNAL (node->decl)
      || node->used_from_other_partition)
    return true;
  if (node->ref_list.referring.length () > max_referring
      || depth > max_depth)
    return true;
  if (symtab->state <= CONSTRUCTION)
    return true;
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ALIAS)
      {
	if (cgraph_node *alias = dyn_cast<cgraph_node *> (ref->referring))
	  if (referenced_from_vtable_1 (alias, depth + 1))
	    return true;
      }
    else if (vtable_slot_ref (ref))
      return true;
  return false;
}

bool
only_in_vtables_1 (cgraph_node *node, unsigned depth)
{
  if (depth > max_depth
      || node->ref_list.referring.length () > max_referring)
    return false;
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ALIAS)
      {
	cgraph_node *alias = dyn_cast<cgraph_node *> (ref->referring);
	if (!alias || !only_in_vtables_1 (alias, depth + 1))
	  return false;
      }
    else if (!vtable_slot_ref (ref))
      return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->thunk && !only_in_vtables_1 (e->caller, depth + 1))
      return false;
  return true;
}

} // anon namespace

bool
referenced_from_vtable (cgraph_node *node)
{
  return referenced_from_vtable_1 (node, 0);
}

bool
only_in_vtables (cgraph_node *node)
{
  return only_in_vtables_1 (node, 0);
}

} // namespace tigdevirt
