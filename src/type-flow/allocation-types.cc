/* allocation-types.cc - the proofs of dynamic types from allocation
   sites, kept for the analysis of one compile or link: made at compile
   time (allocation-proofs.cc) or read at the link
   (allocation-section.cc), resolved there (allocation-resolve.cc), and
   forgotten with the call edges and nodes they name.  See
   allocation-types.h, and allocation-state.h for how the files divide
   the work.  */

#include "allocation-state.h"

namespace tigdevirt {
namespace alloc {

std::map<cgraph_edge *, allocation_proof> proofs;
std::map<std::pair<cgraph_edge *, int>, allocation_proof> arg_proofs;
std::map<cgraph_node *, allocation_proof> return_proofs;
std::map<cgraph_node *, std::vector<global_store>> global_stores;
std::set<cgraph_edge *> factory_calls;
std::map<cgraph_node *, std::pair<bool, proved_type>> returned;
std::map<varpool_node *, std::pair<bool, proved_type>> global_types;
std::map<poly_type *, std::vector<cgraph_node *>> destructors;
bool destructors_listed;
std::map<poly_type *, const char *> reentry_why;
std::map<tree, const char *> global_why;
std::map<const field_fact *, const char *> field_why;
std::set<std::pair<std::string, HOST_WIDE_INT>> contained_found;

namespace {

std::deque<std::vector<allocation_proof>> alternative_lists;
cgraph_edge_hook_list *edge_hook;
cgraph_node_hook_list *node_hook;

/* Does P (or one of its alternatives) name call edge E as the call that
   returned the object?  */

bool
names_edge (const allocation_proof &p, cgraph_edge *e)
{
  if (p.returned_by == e)
    return true;
  if (p.any_of)
    for (const allocation_proof &q : *p.any_of)
      if (q.returned_by == e)
	return true;
  return false;
}

template<typename M>
void
forget_returned_by (M &m, cgraph_edge *e)
{
  for (auto it = m.begin (); it != m.end ();)
    if (names_edge (it->second, e))
      it = m.erase (it);
    else
      ++it;
}

void
forget_edge (cgraph_edge *e, void *)
{
  proofs.erase (e);
  arg_proofs.erase (arg_proofs.lower_bound (std::make_pair (e, INT_MIN)),
		    arg_proofs.upper_bound (std::make_pair (e, INT_MAX)));
  /* Rare: a proof must not keep a pointer to a freed edge.  */
  if (factory_calls.erase (e))
    {
      returned.clear ();
      global_types.clear ();
      forget_returned_by (proofs, e);
      forget_returned_by (arg_proofs, e);
      forget_returned_by (return_proofs, e);
      for (auto &kv : global_stores)
	for (global_store &st : kv.second)
	  if (st.kind == global_store::proved && names_edge (st.value, e))
	    st.kind = global_store::unknown;
    }
}

void
forget_node (cgraph_node *n, void *)
{
  return_proofs.erase (n);
  if (global_stores.erase (n))
    global_types.clear ();
  if (returned.count (n))
    {
      returned.clear ();
      global_types.clear ();
    }
}

} // anon namespace

const std::vector<allocation_proof> *
keep_alternatives (std::vector<allocation_proof> &&v)
{
  alternative_lists.push_back (std::move (v));
  return &alternative_lists.back ();
}

void
note_factory_calls (const allocation_proof &p)
{
  if (p.returned_by)
    factory_calls.insert (p.returned_by);
  if (p.any_of)
    for (const allocation_proof &q : *p.any_of)
      if (q.returned_by)
	factory_calls.insert (q.returned_by);
}

void
watch_edges ()
{
  if (!edge_hook
      && (!proofs.empty () || !arg_proofs.empty ()
	  || !return_proofs.empty () || !global_stores.empty ()))
    {
      edge_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
      node_hook = symtab->add_cgraph_removal_hook (forget_node, NULL);
    }
}

} // namespace alloc

using namespace alloc;

void
release_allocation_types ()
{
  if (edge_hook)
    {
      symtab->remove_edge_removal_hook (edge_hook);
      symtab->remove_cgraph_removal_hook (node_hook);
      edge_hook = nullptr;
      node_hook = nullptr;
    }
  /* Swapped with empty ones: clear () keeps a vector's capacity.  */
  std::map<cgraph_edge *, allocation_proof> ().swap (proofs);
  std::map<std::pair<cgraph_edge *, int>, allocation_proof> ().swap
    (arg_proofs);
  std::map<cgraph_node *, allocation_proof> ().swap (return_proofs);
  std::map<cgraph_node *, std::vector<global_store>> ().swap (global_stores);
  std::deque<std::vector<allocation_proof>> ().swap (alternative_lists);
  std::set<cgraph_edge *> ().swap (factory_calls);
  std::map<cgraph_node *, std::pair<bool, proved_type>> ().swap (returned);
  std::map<varpool_node *, std::pair<bool, proved_type>> ().swap
    (global_types);
  std::map<tree, const char *> ().swap (global_why);
  std::map<const field_fact *, const char *> ().swap (field_why);
  std::map<poly_type *, std::vector<cgraph_node *>> ().swap (destructors);
  destructors_listed = false;
  std::map<poly_type *, const char *> ().swap (reentry_why);
  std::set<std::pair<std::string, HOST_WIDE_INT>> ().swap (contained_found);
}

const std::set<std::pair<std::string, HOST_WIDE_INT>> &
contained_fields ()
{
  return contained_found;
}

const allocation_proof *
allocation_proof_for (cgraph_edge *e)
{
  auto it = proofs.find (e);
  return it == proofs.end () ? nullptr : &it->second;
}

const allocation_proof *
argument_proof_for (cgraph_edge *e, int index)
{
  auto it = arg_proofs.find (std::make_pair (e, index));
  return it == arg_proofs.end () ? nullptr : &it->second;
}

} // namespace tigdevirt
