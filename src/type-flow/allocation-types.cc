/* allocation-types.cc - the proofs of dynamic types from allocation
   sites, kept for the analysis of one compile or link: made at compile
   time (allocation-proofs.cc) or read at the link
   (allocation-section.cc), resolved there (allocation-resolve.cc), and
   forgotten with the call edges and nodes they name; the tables of one
   run, which allocation_facts holds and the pass owns.  See
   allocation-types.h, and allocation-state.h for how the files divide
   the work.  */

#include "allocation-state.h"

namespace tigdevirt {
namespace alloc {

namespace {

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

/* The call graph's hooks; DATA is the run's tables.  */

void
forget_edge (cgraph_edge *e, void *data)
{
  tables &t = *(tables *) data;
  t.proofs.erase (e);
  t.arg_proofs.erase (t.arg_proofs.lower_bound (std::make_pair (e, INT_MIN)),
		      t.arg_proofs.upper_bound (std::make_pair (e, INT_MAX)));
  /* Rare: a proof must not keep a pointer to a freed edge.  */
  if (t.factory_calls.erase (e))
    {
      t.returned.clear ();
      t.global_types.clear ();
      forget_returned_by (t.proofs, e);
      forget_returned_by (t.arg_proofs, e);
      forget_returned_by (t.return_proofs, e);
      for (auto &kv : t.global_stores)
	for (global_store &st : kv.second)
	  if (st.kind == global_store::proved && names_edge (st.value, e))
	    st.kind = global_store::unknown;
    }
}

void
forget_node (cgraph_node *n, void *data)
{
  tables &t = *(tables *) data;
  t.return_proofs.erase (n);
  if (t.global_stores.erase (n))
    t.global_types.clear ();
  if (t.returned.count (n))
    {
      t.returned.clear ();
      t.global_types.clear ();
    }
}

} // anon namespace

tables::~tables ()
{
  if (edge_hook)
    {
      symtab->remove_edge_removal_hook (edge_hook);
      symtab->remove_cgraph_removal_hook (node_hook);
    }
}

const std::vector<allocation_proof> *
keep_alternatives (tables &t, std::vector<allocation_proof> &&v)
{
  t.alternative_lists.push_back (std::move (v));
  return &t.alternative_lists.back ();
}

void
note_factory_calls (tables &t, const allocation_proof &p)
{
  if (p.returned_by)
    t.factory_calls.insert (p.returned_by);
  if (p.any_of)
    for (const allocation_proof &q : *p.any_of)
      if (q.returned_by)
	t.factory_calls.insert (q.returned_by);
}

void
watch_edges (tables &t)
{
  if (!t.edge_hook
      && (!t.proofs.empty () || !t.arg_proofs.empty ()
	  || !t.return_proofs.empty () || !t.global_stores.empty ()))
    {
      t.edge_hook = symtab->add_edge_removal_hook (forget_edge, &t);
      t.node_hook = symtab->add_cgraph_removal_hook (forget_node, &t);
    }
}

} // namespace alloc

template class run_tables<alloc::tables>;

void
forget_resolutions (allocation_facts &f)
{
  alloc::tables &t = f.tables ();
  t.returned.clear ();
  t.global_types.clear ();
  t.destructors.clear ();
  t.destructors_listed = false;
  t.reentry_why.clear ();
}

const std::set<std::pair<std::string, HOST_WIDE_INT>> &
contained_fields (const allocation_facts &f)
{
  return f.tables ().contained_found;
}

const allocation_proof *
allocation_proof_for (const allocation_facts &f, cgraph_edge *e)
{
  const alloc::tables &t = f.tables ();
  auto it = t.proofs.find (e);
  return it == t.proofs.end () ? nullptr : &it->second;
}

const allocation_proof *
argument_proof_for (const allocation_facts &f, cgraph_edge *e, int index)
{
  const alloc::tables &t = f.tables ();
  auto it = t.arg_proofs.find (std::make_pair (e, index));
  return it == t.arg_proofs.end () ? nullptr : &it->second;
}

namespace {

void
keep_proof (const allocation_proof &p)
{
  keep_tree (p.type);
  keep_tree (p.global);
  keep_tree (p.field_record);
}

} // anon namespace

void
keep_allocation_trees (const allocation_facts &f)
{
  const alloc::tables &t = f.tables ();
  for (auto &e : t.proofs)
    keep_proof (e.second);
  for (auto &e : t.arg_proofs)
    keep_proof (e.second);
  for (auto &e : t.return_proofs)
    keep_proof (e.second);
  for (auto &e : t.global_stores)
    for (const alloc::global_store &s : e.second)
      {
	keep_tree (s.var);
	keep_proof (s.value);
      }
  /* Every PHI's alternatives (allocation_proof::any_of points here).  */
  for (auto &l : t.alternative_lists)
    for (const allocation_proof &p : l)
      keep_proof (p);
  for (auto &e : t.global_why)
    keep_tree (e.first);
}

} // namespace tigdevirt
