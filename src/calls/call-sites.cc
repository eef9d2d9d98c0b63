/* call-sites.cc - enumerating polymorphic calls from the call graph.  */

#include "call-sites.h"
#include "call-locations.h"
#include "field-pointers.h"
#include "field-pointer-proof.h"

namespace tigdevirt {

static std::string
format_location (location_t loc)
{
  expanded_location x = expand_location (loc);
  if (!x.file)
    return "?";
  std::string s = lbasename (x.file);
  s += ":" + std::to_string (x.line);
  if (x.column)
    s += ":" + std::to_string (x.column);
  return s;
}

static std::string
location_text (cgraph_edge *e)
{
  location_t loc = call_location (e);
  if (loc != UNKNOWN_LOCATION)
    return format_location (loc);
  /* Without the body only the caller's position is known; the statement
     number still tells two calls of one caller apart.  */
  return format_location (DECL_SOURCE_LOCATION (e->caller->decl))
	 + "~stmt" + std::to_string (e->lto_stmt_uid);
}

std::string
call_site::location () const
{
  return location_text (edge);
}

static unsigned
statement_key (cgraph_edge *e)
{
  if (e->call_stmt)
    return gimple_uid (e->call_stmt);
  return e->lto_stmt_uid;
}

std::vector<call_site>
collect_call_sites (type_graph &g, type_facts &facts)
{
  use_graph (facts, g);
  /* Sized once and sorted in place: a growing vector's copies, or a
     sorted copy, were the link's peak memory (bench/scale small, GCC 12:
     1.7 MB above what the analysis keeps).  */
  size_t n = 0;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
      n += edge_polymorphic_call (e) != nullptr;
  std::vector<call_site> calls;
  calls.reserve (n);
  FOR_EACH_DEFINED_FUNCTION (node)
    for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
      {
	polymorphic_call_info *ii = edge_polymorphic_call (e);
	if (!ii)
	  continue;
	call_site c;
	c.id = calls.size ();
	c.edge = e;
	c.otr_tree = TYPE_MAIN_VARIANT (ii->otr_type);
	c.otr_type = g.add (c.otr_tree);
	c.token = ii->otr_token;
	c.context = context_for_edge (e, c.otr_tree, g, &facts);
	calls.push_back (c);
      }

  /* The order of FOR_EACH_DEFINED_FUNCTION depends on how the unit was
     read; sort so that dumps compare across partitioning modes (by
     caller, then statement; the order read breaks ties, as a stable sort
     would).  */
  std::sort (calls.begin (), calls.end (),
	     [] (const call_site &a, const call_site &b)
	     {
	       if (int c = strcmp (a.edge->caller->asm_name (),
				   b.edge->caller->asm_name ()))
		 return c < 0;
	       unsigned ka = statement_key (a.edge), kb = statement_key (b.edge);
	       return ka != kb ? ka < kb : a.id < b.id;
	     });
  for (unsigned i = 0; i < calls.size (); i++)
    calls[i].id = i;
  return calls;
}

std::vector<call_site>
collect_field_pointer_calls (unsigned first_id,
			     std::vector<target_list> &lists,
			     field_records &fields, const type_graph &g)
{
  std::vector<std::pair<call_site, target_list>> found;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
      {
	if (edge_polymorphic_call (e))
	  continue;
	call_site c;
	target_list t;
	if (!field_pointer_targets (e, t, &c.field))
	  continue;
	target_list proved;
	if (proved_field_function (e, fields, g, t, proved,
				   &c.field_unproved))
	  {
	    t = std::move (proved);
	    c.field_proved = true;
	  }
	c.id = found.size ();
	c.edge = e;
	c.otr_tree = NULL_TREE;
	c.otr_type = nullptr;
	c.token = 0;
	found.emplace_back (std::move (c), std::move (t));
      }
  std::sort (found.begin (), found.end (),
	     [] (const std::pair<call_site, target_list> &x,
		 const std::pair<call_site, target_list> &y)
	     {
	       const call_site &a = x.first, &b = y.first;
	       if (int c = strcmp (a.edge->caller->asm_name (),
				   b.edge->caller->asm_name ()))
		 return c < 0;
	       unsigned ka = statement_key (a.edge), kb = statement_key (b.edge);
	       return ka != kb ? ka < kb : a.id < b.id;
	     });
  std::vector<call_site> calls;
  calls.reserve (found.size ());
  lists.clear ();
  lists.reserve (found.size ());
  for (auto &f : found)
    {
      f.first.id = first_id + calls.size ();
      calls.push_back (std::move (f.first));
      lists.push_back (std::move (f.second));
    }
  return calls;
}

profile_count
call_count (cgraph_edge *e)
{
  profile_count n = e->count;
  if (e->speculative)
    for (cgraph_edge *s = e->first_speculative_call_target (); s;
	 s = s->next_speculative_call_target ())
      n += s->count;
  return n;
}

bool
call_maybe_hot_p (cgraph_edge *e)
{
  if (!e->speculative)
    return e->maybe_hot_p ();
  /* GCC's test, with its thresholds and frequencies, on the whole count;
     the edge is put back as it was.  */
  profile_count rest = e->count;
  e->count = call_count (e);
  bool hot = e->maybe_hot_p ();
  e->count = rest;
  return hot;
}

} // namespace tigdevirt
