/* reached-vtables.cc - a walk from the program's roots over calls and
   references.  See reached-vtables.h.  */

#include "reached-vtables.h"

namespace tigdevirt {

namespace {

/* Must the program emit N whatever refers to it?  GCC's own roots in
   remove_unreachable_nodes (can_remove_if_no_direct_calls_and_refs_p and
   can_remove_if_no_refs_p), except that any externally visible symbol is
   one, a comdat too: without the link's view another unit may use it.  */

bool
is_root (symtab_node *n)
{
  if (!n->definition || n->in_other_partition)
    return false;
  if (n->externally_visible || n->force_output || n->forced_by_abi
      || n->used_from_other_partition)
    return true;
  if (cgraph_node *f = dyn_cast<cgraph_node *> (n))
    return DECL_STATIC_CONSTRUCTOR (f->decl) || DECL_STATIC_DESTRUCTOR (f->decl);
  return false;
}

/* Symbols by their order (unique in the symbol table), and the walk's
   stack: a link holds millions of symbols.  */

class walk
{
public:
  walk ()
  {
    symtab_node *n;
    int last = 0;
    FOR_EACH_SYMBOL (n)
      last = MAX (last, n->order);
    reached.resize (last + 1);
  }

  void reach (symtab_node *n)
  {
    if (!n || n->order < 0 || (size_t) n->order >= reached.size ()
	|| reached[n->order])
      return;
    reached[n->order] = true;
    work.push_back (n);
  }

  void run ()
  {
    while (!work.empty ())
      {
	symtab_node *n = work.back ();
	work.pop_back ();
	/* A comdat group is emitted whole (its constructors' and
	   destructors' variants).  */
	if (n->same_comdat_group)
	  for (symtab_node *m = n->same_comdat_group; m != n;
	       m = m->same_comdat_group)
	    reach (m);
	ipa_ref *ref;
	for (unsigned i = 0; n->iterate_reference (i, ref); i++)
	  reach (ref->referred);
	if (cgraph_node *f = dyn_cast<cgraph_node *> (n))
	  for (cgraph_edge *e = f->callees; e; e = e->next_callee)
	    reach (e->callee);
      }
  }

  /* Reached, or not a symbol the walk could see (counted as reached).  */
  bool has (symtab_node *n) const
  {
    return n->order < 0 || (size_t) n->order >= reached.size ()
	   || reached[n->order];
  }

private:
  std::vector<bool> reached;
  std::vector<symtab_node *> work;
};

} // anon namespace

void
find_reached_vtables (type_graph &g)
{
  if (flag_ltrans)
    return;
  walk w;
  symtab_node *n;
  FOR_EACH_SYMBOL (n)
    if (is_root (n))
      w.reach (n);
  w.run ();
  for (poly_type *t : g.types ())
    {
      tree vtable = t->vtable ();
      varpool_node *v = vtable ? varpool_node::get (vtable) : nullptr;
      /* An undefined vtable is another unit's: its objects too.  */
      t->vtable_reached = !v || !v->definition || w.has (v);
    }
}

} // namespace tigdevirt
