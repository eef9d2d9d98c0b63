/* call-context.cc - taking GCC's polymorphic call context into our graph.  */

#include "call-context.h"

namespace tigdevirt {

call_context
context_for_edge (cgraph_edge *e, tree otr_type, type_graph &g)
{
  call_context c;
  ipa_polymorphic_call_context ctx (e);

  /* Speculative parts are GCC's guesses, not facts; targets are computed
     from the non-speculative part only.  The guess, normalized as GCC
     does (restrict_to_inner_class drops an inconsistent one), only ranks
     targets.  */
  if (ctx.speculative_outer_type && !ctx.invalid)
    {
      ipa_polymorphic_call_context guess = ctx;
      if (guess.restrict_to_inner_class (otr_type)
	  && guess.speculative_outer_type
	  && guess.speculative_offset >= 0)
	if (poly_type *t = g.add (guess.speculative_outer_type))
	  {
	    c.likely_outer = t;
	    c.likely_offset = guess.speculative_offset;
	    c.likely_maybe_derived = guess.speculative_maybe_derived_type
				     && !t->final_p;
	  }
    }
  ctx.clear_speculation ();
  if (ctx.invalid)
    {
      c.invalid = true;
      return c;
    }
  /* Walk from the outer type down to the class that holds the OTR_TYPE
     subobject (through fields, e.g. a member object), as GCC does before
     any lookup.  A false result proves the context impossible.  */
  if (ctx.outer_type && !ctx.restrict_to_inner_class (otr_type))
    {
      c.invalid = true;
      return c;
    }
  if (!ctx.outer_type)
    ctx.clear_outer_type (otr_type);

  c.outer = g.add (ctx.outer_type);
  c.offset = ctx.offset;
  c.maybe_in_construction = ctx.maybe_in_construction;
  c.maybe_derived_type = ctx.maybe_derived_type;
  if (!c.outer)
    {
      /* Not a polymorphic class (cannot happen for a well-formed call):
	 fall back to the least informative context.  */
      c.outer = g.add (otr_type);
      c.offset = 0;
      c.maybe_in_construction = c.maybe_derived_type = true;
    }
  if (c.outer && c.outer->final_p)
    c.maybe_derived_type = false;
  return c;
}

call_context
call_context::likely () const
{
  call_context l;
  l.outer = likely_outer;
  l.offset = likely_offset;
  l.maybe_in_construction = false;
  l.maybe_derived_type = likely_maybe_derived;
  return l;
}

std::string
call_context::str () const
{
  if (invalid)
    return "invalid";
  std::string s = "outer=";
  s += outer ? outer->name : "?";
  s += " offset=" + std::to_string ((long long) offset);
  s += maybe_in_construction ? " in-construction=maybe" : " in-construction=no";
  s += maybe_derived_type ? " derived=maybe" : " derived=no";
  return s;
}

} // namespace tigdevirt
