/* call-context.cc - taking GCC's polymorphic call context into our graph.  */

#include "call-context.h"
#include "allocation-types.h"
#include "param-types.h"
#include "member-call-types.h"
#include "plugin-options.h"

namespace tigdevirt {

/* Narrow C, GCC's context of a call on OTR_TYPE, to its proved class
   (C.ALLOCATED at C.ALLOCATION_OFFSET), if the two agree: that class
   contains the called subobject where C's type does.  A disagreement
   means one of them is wrong, and GCC's is the safer.  */

static bool
narrow (call_context &c, tree otr_type, type_graph &g)
{
  ipa_polymorphic_call_context x;
  x.outer_type = c.allocated->type;
  x.offset = c.allocation_offset;
  x.maybe_in_construction = false;
  x.maybe_derived_type = false;
  x.dynamic = true;
  if (!x.restrict_to_inner_class (otr_type) || x.maybe_derived_type)
    return false;
  poly_type *outer = g.add (x.outer_type);
  if (!outer)
    return false;
  bool agrees = false;
  if (outer == c.outer)
    agrees = x.offset == c.offset;
  else if (c.maybe_derived_type && g.derives_from (outer, c.outer))
    for (HOST_WIDE_INT pos : g.positions_of (outer, c.outer))
      agrees |= pos * BITS_PER_UNIT + c.offset == x.offset;
  if (!agrees)
    return false;
  c.outer = outer;
  c.offset = x.offset;
  c.maybe_in_construction = false;
  c.maybe_derived_type = false;
  c.allocation_used = true;
  return true;
}

/* Record in C the exact class TYPE (bits: OFFSET) that SOURCE proves
   with CALLS calls between, and narrow C to it when no call stands
   between; across calls, the C++ rule decides later, once the
   hierarchies are closed (apply_lifetime_rule: lifetime-rule.h).  */

/* Narrow C to each class of its type set: every one must agree with
   GCC's context (narrow); their exact contexts are kept for the target
   list (analysis-pass.cc).  */

static bool
narrow_set (call_context &c, tree otr_type, type_graph &g)
{
  std::vector<std::pair<poly_type *, HOST_WIDE_INT>> exact;
  for (auto &e : c.set->classes)
    {
      call_context x = c;
      x.set = nullptr;
      x.allocated = e.first;
      x.allocation_offset = e.second;
      if (!narrow (x, otr_type, g))
	return false;
      exact.push_back ({x.outer, x.offset});
    }
  c.set->exact = exact;
  c.allocation_used = true;
  return true;
}

static void
note_proof (call_context &c, const proved_type &t, HOST_WIDE_INT offset,
	    unsigned calls, const char *source, tree otr_type, type_graph &g)
{
  c.allocated = t.type ? t.type : t.set[0].first;
  c.allocation_offset = t.offset + offset;
  if (!t.set.empty ())
    {
      /* Owned here for the whole analysis (one per call with a set).  */
      static std::deque<call_context::type_set> sets;
      sets.emplace_back ();
      c.set = &sets.back ();
      for (auto &e : t.set)
	c.set->classes.push_back ({e.first, e.second + offset});
    }
  c.allocation_calls = calls;
  c.allocation_source = source;
  c.allocation_reentry = t.reentry;
  c.allocation_protected_root = t.protected_root;
  c.allocation_escape = t.escape;
  if (calls)
    return;
  if (!c.set)
    narrow (c, otr_type, g);
  else
    narrow_set (c, otr_type, g);
}

/* The proofs for E's call (allocation-types.h, param-types.h).  */

static void
apply_proofs (call_context &c, cgraph_edge *e, tree otr_type, type_graph &g,
	      type_facts &facts)
{
  /* GCC's context already exact: nothing to add, nothing to report.  */
  if (c.invalid || (!c.maybe_derived_type && !c.maybe_in_construction))
    return;
  if (const allocation_proof *p = allocation_proof_for (facts.allocations, e))
    {
      proved_type t;
      if (resolve_proof (facts.allocations, facts.fields, *p, g, t))
	note_proof (c, t, 0, t.calls,
		    t.via_global ? "global" : t.via_field ? "field"
		    : t.via_factory ? "factory" : proof_source_word (t.source),
		    otr_type, g);
      else
	{
	  std::string where;
	  if ((c.stored_unproved
	       = unresolved_stored (facts.allocations, facts.fields, *p,
				    where)))
	    {
	      /* Owned here for the whole analysis, as the type sets.  */
	      static std::deque<std::string> names;
	      names.push_back (where);
	      c.stored_where = names.back ().c_str ();
	    }
	}
      return;
    }
  const polymorphic_call_info *ii = edge_polymorphic_call (e);
  proved_type t;
  /* The object is parameter PARAM_INDEX plus OFFSET, unchanged since the
     entry by GCC's rule unless VPTR_CHANGED (then only by the C++
     rule).  */
  if (ii && ii->param_index >= 0 && !polymorphic_call_in_aggregate_p (ii)
      && !e->in_polymorphic_cdtor
      && param_exact_type (facts, e->caller, ii->param_index, g, t))
    note_proof (c, t, ii->offset,
		t.calls + (ii->vptr_changed ? 1 : 0), "callers", otr_type, g);
}

bool
narrow_to_allocation (call_context &c, tree otr_type, type_graph &g)
{
  if (!c.allocated || c.allocation_used)
    return false;
  return !c.set ? narrow (c, otr_type, g)
				  : narrow_set (c, otr_type, g);
}

std::string
call_context::allocated_name () const
{
  if (!set)
    return allocated ? allocated->name : "";
  std::string s;
  for (auto &e : set->classes)
    s += (s.empty () ? "" : "|") + e.first->name;
  return s;
}

call_context
context_for_edge (cgraph_edge *e, tree otr_type, type_graph &g,
		  type_facts *facts)
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
  /* The object is the caller's parameter plus an offset, unchanged
     since the entry by GCC's rule: what every call of the caller says
     of it (the classes member calls state: param-types.h), as GCC's
     IPA-CP would find after our pass.  */
  polymorphic_call_info *ii = edge_polymorphic_call (e);
  ipa_polymorphic_call_context from;
  if (facts && ii && ii->param_index >= 0 && !ii->vptr_changed
      && !polymorphic_call_in_aggregate_p (ii) && !e->in_polymorphic_cdtor
      && param_context (e->caller, ii->param_index, from)
      /* An exact class is the proof "callers" (apply_proofs).  */
      && from.maybe_derived_type)
    {
      from.offset_by (ii->offset);
      if (narrow_by (&ctx, from, otr_type) && ctx.outer_type)
	c.callers_stated = g.add (ctx.outer_type);
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
  if (!facts)
    return c;
  apply_proofs (c, e, otr_type, g, *facts);
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

bool
likely_from_allocation (call_context &c, tree otr_type, type_graph &g)
{
  if (!c.allocated || c.allocation_used || c.set)
    return false;
  call_context x = c;
  if (!narrow (x, otr_type, g))
    return false;
  c.likely_outer = x.outer;
  c.likely_offset = x.offset;
  c.likely_maybe_derived = false;
  return true;
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
