/* body-copies.cc - how many copies of a function's body the program
   holds once GCC's inliner has run.  See body-copies.h.  */

#include "body-copies.h"
#include "program-counts.h"

namespace tigdevirt {

namespace {

body_copies *in_force;

/* A bound on the count (GCC's unit growth limits stop the inliner long
   before), and on the chain of callers followed; past it a caller counts
   once.  */
const double max_copies = 1e4;
const unsigned max_depth = 64;
/* Past any inliner limit: a bound on the sizes summed.  */
const int max_absorbed = 1 << 20;

/* Is F's body emitted out of line whatever its calls do: a definition
   emitted anyway, or its address taken?  */

bool
needed_out_of_line (cgraph_node *f)
{
  if (emitted_anyway (f) || f->address_taken)
    return true;
  ipa_ref *ref;
  for (unsigned i = 0; f->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ADDR)
      return true;
  return false;
}

/* FN on each direct call of F and of its aliases, while FN returns
   true.  */

template<typename Fn>
void
walk_direct_calls (cgraph_node *f, Fn fn)
{
  for (cgraph_edge *e = f->callers; e; e = e->next_caller)
    if (!fn (e))
      return;
  ipa_ref *ref;
  for (unsigned i = 0; f->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ALIAS)
      if (cgraph_node *a = dyn_cast<cgraph_node *> (ref->referring))
	for (cgraph_edge *e = a->callers; e; e = e->next_caller)
	  if (!fn (e))
	    return;
}

/* How many direct calls F and its aliases have, counted up to LIMIT (a
   function many functions call is asked about by each of them).  */

unsigned
direct_calls_up_to (cgraph_node *f, unsigned limit)
{
  unsigned n = 0;
  walk_direct_calls (f, [&] (cgraph_edge *) { return ++n < limit; });
  return n;
}

/* Is F, with NCALLS direct calls, a function called once that nothing
   else needs, which GCC inlines (-finline-functions-called-once)?  */

bool
only_call_p (cgraph_node *f, unsigned ncalls)
{
  return ncalls == 1 && !needed_out_of_line (f) && inlinable_p (f);
}

} // anon namespace

int
call_stmt_size (cgraph_edge *e)
{
  if (ipa_call_summaries)
    if (ipa_call_summary *es = ipa_call_summaries->get (e))
      return es->call_stmt_size;
  return 2;
}

bool
emitted_anyway (cgraph_node *f)
{
  return (f->externally_visible && !f->can_be_discarded_p ())
	 || f->force_output || f->used_from_other_partition;
}

bool
inlinable_p (cgraph_node *f)
{
  ipa_fn_summary *fs = ipa_fn_summaries ? ipa_fn_summaries->get (f) : nullptr;
  return fs && fs->inlinable;
}

namespace {

/* Would GCC's inliner take a body of F growing CALLER by GROWTH?  Its
   want_inline_small_function_p without hints: a growth below
   max-inline-insns-auto (max-inline-insns-single for a function declared
   inline), or one within max-inline-insns-size.  Before 2026-12-06 the
   limit bounded the whole body, so a body a little above it counted once
   where GCC inlined it into every caller: ten functions ICF merged with
   199 others each, inlined 200 times with the guards they carried, made
   .text +8.6% and the link's memory twice GCC alone's.  */

bool
within_limits (cgraph_node *f, cgraph_node *caller, int growth)
{
  int limit = DECL_DECLARED_INLINE_P (f->decl)
	      ? opt_for_fn (caller->decl, param_max_inline_insns_single)
	      : opt_for_fn (caller->decl, param_max_inline_insns_auto);
  return growth < limit
	 || growth <= opt_for_fn (caller->decl, param_max_inline_insns_size);
}

/* Would GCC inline the direct call E to F, F grown by ABSORBED (the
   bodies it takes in first)?  By GCC's own growth of E (ipa-inline.h:
   F's size in the call's context, what inlining drops from it left out,
   less the call), which needs E's summaries.  */

bool
inlined_call_p (cgraph_edge *e, cgraph_node *f, cgraph_node *caller,
		int absorbed)
{
  if (!inlinable_p (f) || !ipa_call_summaries || !ipa_call_summaries->get (e))
    return false;
  return within_limits (f, caller, estimate_edge_growth (e) + absorbed);
}

} // anon namespace

int
inlined_size (cgraph_node *n, cgraph_node *caller, int call_size)
{
  cgraph_node *f = n->function_symbol ();
  ipa_size_summary *s = ipa_size_summaries ? ipa_size_summaries->get (f)
			: nullptr;
  if (!s || !inlinable_p (f))
    return -1;
  return within_limits (f, caller, s->size - call_size) ? s->size : -1;
}

double
body_copies::of (cgraph_node *n)
{
  return count (n, 0);
}

double
body_copies::count (cgraph_node *n, unsigned depth)
{
  cgraph_node *f = body_of (n);
  if (!f)
    return 1;
  unsigned uid = f->get_uid ();
  if (memo.size () <= uid)
    memo.resize (MAX (uid + 1, (unsigned) symtab->cgraph_max_uid), 0);
  if (memo[uid] > 0)
    return memo[uid];
  /* A call back into a function being counted, or a chain past the
     bound: that caller counts once.  */
  if (memo[uid] < 0 || depth > max_depth)
    return 1;
  memo[uid] = -1;

  /* The direct calls of F and of its aliases.  */
  std::vector<cgraph_edge *> calls;
  walk_direct_calls (f, [&] (cgraph_edge *e)
		     { calls.push_back (e); return true; });

  bool out_of_line = needed_out_of_line (f) || calls.empty ();
  double copies = 0;
  for (cgraph_edge *e : calls)
    {
      cgraph_node *caller = e->caller->inlined_to ? e->caller->inlined_to
			    : e->caller;
      /* Already inlined (a later stage): the caller's copies hold it.  */
      bool inlined = !e->inline_failed;
      if (!inlined && !e->call_stmt_cannot_inline_p && !caller->thunk)
	inlined = inlined_call_p (e, f, caller, absorbed (f, 0))
		  || only_call_p (f, calls.size ());
      if (inlined)
	copies += count (caller, depth + 1);
      else
	out_of_line = true;
      if (copies >= max_copies)
	break;
    }
  copies = MIN (copies + (out_of_line ? 1 : 0), max_copies);
  if (copies < 1)
    copies = 1;
  memo[uid] = copies;
  return copies;
}

/* A function called once, that nothing else needs, shrinks the program
   when inlined (its offline body goes).  So a small function that calls
   a big one only it calls ends one of two ways in GCC's inliner: it takes
   the big one in and is then too big to inline further (Box2D's
   b2Body::CreateFixture (shape, density), 16 calls of growth 10, with
   the other CreateFixture and b2Fixture::Create inside, stays out of
   line), or it is inlined into its callers and the big one stays out of
   line, called from each (tigdevirt.lto/speculation-copies-absorbed on
   GCC 12).  Either way the big body exists once; counting the small
   function with what it calls only once says so, where counting it small
   gave b2Fixture::Create's calls 16 copies for one.  */

int
body_copies::absorbed (cgraph_node *n, unsigned depth)
{
  cgraph_node *f = body_of (n);
  if (!f)
    return 0;
  unsigned uid = f->get_uid ();
  if (taken.size () <= uid)
    taken.resize (MAX (uid + 1, (unsigned) symtab->cgraph_max_uid), 0);
  if (taken[uid] > 0)
    return taken[uid] - 1;
  if (taken[uid] < 0 || depth > max_depth)
    return 0;
  taken[uid] = -1;
  int size = 0;
  for (cgraph_edge *e = f->callees; e; e = e->next_callee)
    {
      if (!e->inline_failed || e->call_stmt_cannot_inline_p)
	continue;
      cgraph_node *g = body_of (e->callee);
      if (!g || g == f)
	continue;
      ipa_size_summary *s = ipa_size_summaries
			    ? ipa_size_summaries->get (g) : nullptr;
      if (s && only_call_p (g, direct_calls_up_to (g, 2)))
	size += s->size + absorbed (g, depth + 1);
      if (size >= max_absorbed)
	break;
    }
  size = MIN (size, max_absorbed);
  taken[uid] = size + 1;
  return size;
}

void
set_body_copies (body_copies *c)
{
  in_force = c;
}

body_copies *
current_body_copies ()
{
  return in_force;
}

} // namespace tigdevirt
