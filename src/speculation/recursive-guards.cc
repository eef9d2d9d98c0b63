/* recursive-guards.cc - dropping the guards that would make their call
   recursive.  See recursive-guards.h.  */

#include "recursive-guards.h"
#include "program-counts.h"
#include "strong-components.h"
#include "type-names.h"

namespace tigdevirt {

recursion_report
drop_recursive_guards (decision_list &decisions)
{
  recursion_report r;
  bool any = false;
  for (auto &cd : decisions)
    any |= cd.second.kind == devirt_kind::speculative;
  if (!any)
    return r;

  /* The vertices: the unit's bodies, numbered by cgraph uid.  */
  const unsigned unnumbered = ~0u;
  std::vector<unsigned> vertex (symtab->cgraph_max_uid, unnumbered);
  std::vector<cgraph_node *> bodies;
  cgraph_node *n;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (body_of (n) == n)
      {
	vertex[n->get_uid ()] = bodies.size ();
	bodies.push_back (n);
      }
  auto number = [&] (cgraph_node *m)
    {
      m = body_of (m);
      return m ? vertex[m->get_uid ()] : unnumbered;
    };

  /* The edges: each direct call (GCC's own guards among them), and each
     direct call the decisions will make.  */
  std::vector<std::vector<unsigned>> succ (bodies.size ());
  for (unsigned v = 0; v < bodies.size (); v++)
    for (cgraph_edge *e = bodies[v]->callees; e; e = e->next_callee)
      {
	unsigned w = number (e->callee);
	if (w != unnumbered)
	  succ[v].push_back (w);
      }
  for (auto &cd : decisions)
    {
      const devirt_decision &d = cd.second;
      if (d.kind != devirt_kind::speculative && d.kind != devirt_kind::full)
	continue;
      unsigned v = number (cd.first->edge->caller);
      if (v == unnumbered)
	continue;
      for (const devirt_target &t : d.targets)
	{
	  unsigned w = number (t.node);
	  if (w != unnumbered)
	    succ[v].push_back (w);
	}
    }
  std::vector<unsigned> comp = strongly_connected_components (succ);

  for (auto &cd : decisions)
    {
      devirt_decision &d = cd.second;
      if (d.kind != devirt_kind::speculative)
	continue;
      cgraph_node *caller = cd.first->edge->caller;
      unsigned v = number (caller);
      if (v == unnumbered)
	continue;
      std::vector<devirt_target> kept;
      for (const devirt_target &t : d.targets)
	{
	  unsigned w = number (t.node);
	  /* GCC alone guards its guesses, and unrolls them: what it does
	     is no growth of ours, and our guards on a call take GCC's
	     place (it leaves a speculated call alone).  */
	  if (w != unnumbered && comp[w] == comp[v] && !t.gcc_guess)
	    {
	      r.targets_dropped++;
	      if (dump_file)
		fprintf (dump_file, "recursive guard dropped: call %u in %s "
			 "-> %s\n", cd.first->id,
			 function_name_of (caller->decl).c_str (),
			 function_label_of (t.node->decl).c_str ());
	      continue;
	    }
	  kept.push_back (t);
	}
      if (kept.size () == d.targets.size ())
	continue;
      d.missed = reason::recursive_target;
      if (kept.empty ())
	{
	  /* Left alone, in place, as the budget leaves a call it cuts.  */
	  r.calls_dropped++;
	  d.kind = devirt_kind::none;
	  d.dispatch = false;
	  d.existing = 0;
	  d.targets.clear ();
	  d.vc = -1;
	  continue;
	}
      if (d.dispatch)
	{
	  /* The unguarded last target would take the dropped guards'
	     calls: it gets a guard, and the indirect call stays.  */
	  d.dispatch = false;
	  if (kept.back ().guard == guard_kind::none)
	    kept.back ().guard = guard_kind::fnptr;
	}
      d.targets = std::move (kept);
    }
  return r;
}

} // namespace tigdevirt
