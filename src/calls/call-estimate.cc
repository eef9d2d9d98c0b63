/* call-estimate.cc - frequencies, target shares and code growth of one
   polymorphic call.  See call-estimate.h.  */

#include "call-estimate.h"
#include "body-copies.h"
#include "gcc-guess.h"
#include "profile-targets.h"
#include "program-counts.h"

namespace tigdevirt {

namespace {

/* GCC trusts its speculative context for 80% of a call (ipa-devirt.cc
   gives a speculated edge 8/10 of the count); so do we.  */
const double likely_type_trust = 0.8;

/* Size of the compare and branch of a guard (GCC's size weights: the
   address constant and the condition).  */
const int guard_size = 2;

} // anon namespace

/* A public definition is emitted whatever refers to it; a discardable one
   (a comdat: an inline method) only when something does.  */

bool
kept_by_program (cgraph_node *n)
{
  cgraph_node *f = n->function_symbol ();
  if (emitted_anyway (f))
    return true;
  for (cgraph_node *x : { n, f })
    {
      for (cgraph_edge *e = x->callers; e; e = e->next_caller)
	if (!e->speculative)
	  return true;
      ipa_ref *ref;
      for (unsigned i = 0; x->iterate_referring (i, ref); i++)
	if (!ref->speculative
	    && (ref->use == IPA_REF_ADDR || ref->use == IPA_REF_ALIAS))
	  {
	    if (varpool_node *v = dyn_cast<varpool_node *> (ref->referring))
	      {
		if (v->definition)
		  return true;
	      }
	    else
	      return true;
	  }
    }
  return false;
}

namespace {

/* Why a guarded direct call to N cannot pay off or must not be made;
   none if it can.  After GCC's likely_target_p and its devirt pass.  */

reason
unlikely_because (cgraph_node *n, unsigned weight, bool measured, bool kept,
		  bool functions)
{
  if (!functions && TREE_CODE (TREE_TYPE (n->decl)) != METHOD_TYPE)
    return reason::target_not_method;
  /* A target the profile saw run is reached, whatever the classes say,
     but a new reference to it must not pull in anything new.  */
  if (!weight && !(measured && kept))
    return reason::target_without_objects;
  if (flags_from_decl_or_type (n->decl) & ECF_NORETURN)
    return reason::target_noreturn;
  if (lookup_attribute ("cold", DECL_ATTRIBUTES (n->decl))
      || n->frequency < NODE_FREQUENCY_NORMAL)
    return reason::target_cold;
  /* GCC's ipa_devirt also refuses artificial functions (PR
     c++/58678: a direct call to an implicitly declared destructor this
     unit never emitted); a body in the unit is what that needs, so the
     deleting destructors of implicit virtual destructors (delete p) are
     guarded like other methods.  */
  if (!n->definition || DECL_EXTERNAL (n->decl))
    return reason::target_no_body_here;
  if (n->get_availability () <= AVAIL_INTERPOSABLE
      && n->can_be_discarded_p ())
    return reason::target_interposable;
  return reason::none;
}

bool
same_function (cgraph_node *a, cgraph_node *b)
{
  return a == b || a->ultimate_alias_target () == b->ultimate_alias_target ();
}

/* Size of N's own body when the program emits it: a guard compares with
   N's address and a direct call names N, so a target nothing else keeps
   (an inline method whose class's vtable this unit does not emit: in a
   compile without LTO, a class constructed in other units) is emitted
   out of line, inlined or not (one of Debian's zimlib's: its fileimpl.cpp
   emitted std::future's _Result<void>::_M_destroy so).  Counted for each
   call that guards it: the budget errs toward less code.  */

int
emitted_size (cgraph_node *n)
{
  cgraph_node *f = n->function_symbol ();
  if (!ipa_size_summaries)
    return 0;
  ipa_size_summary *s = ipa_size_summaries->get (f);
  return s ? s->size : 0;
}

} // anon namespace

const char *
evidence_name (evidence e)
{
  switch (e)
    {
    case evidence::profile: return "profile";
    case evidence::likely_type: return "likely-type";
    case evidence::gcc_guess: return "gcc-guess";
    default: return "static";
    }
}

double
direct_call_gain (const target_estimate &t)
{
  return t.inlinable ? max_direct_call_gain : 1;
}

double
unit_size ()
{
  double size = 0;
  cgraph_node *n;
  if (!ipa_size_summaries)
    return 0;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (!n->inlined_to && !n->alias && !n->thunk)
      if (ipa_size_summary *s = ipa_size_summaries->get (n))
	size += s->size;
  return size;
}

double
call_frequency (cgraph_edge *e, bool &measured)
{
  cgraph_node *caller = e->caller;
  /* The whole call: a target GCC's ipa-profile guarded took its count
     off the indirect edge.  */
  profile_count ipa = call_count (e).ipa ();
  measured = ipa.initialized_p () && ipa.ipa_p ()
	     && caller->count.ipa ().nonzero_p ();
  if (measured)
    return ipa.to_gcov_type ();
  double f = e->sreal_frequency ().to_double ();
  /* Runs of the caller per run of the program, where known.  */
  if (const program_counts *pc = current_program_counts ())
    return f * pc->of (caller);
  if (caller->frequency == NODE_FREQUENCY_HOT)
    f *= 4;
  else if (caller->frequency == NODE_FREQUENCY_EXECUTED_ONCE)
    f /= 4;
  return f;
}

namespace {

/* The part of a call's estimate its targets do not enter: its runs and
   the copies of its caller.  */

call_estimate
estimate_call_alone (cgraph_edge *e)
{
  call_estimate est;
  bool counted;
  est.frequency = call_frequency (e, counted);
  if (const program_counts *pc = current_program_counts ())
    est.runs_unknown = !counted && pc->unknown (e->caller);
  body_copies *bc = current_body_copies ();
  est.copies = bc ? bc->of (e->caller) : 1;
  return est;
}

} // anon namespace

bool
static_shares_below (const call_site &c, const target_list &t,
		     const target_list *likely, double bound,
		     call_estimate &est, reason &why)
{
  cgraph_edge *e = c.edge;
  if (t.functions || e->speculative || t.targets.empty ())
    return false;
  if (likely)
    for (unsigned n : likely->instances)
      if (n)
	return false;
  unsigned total = static_weight_total (t);
  unsigned most = 0;
  for (unsigned w : t.instances)
    most = MAX (most, w);
  if (total && most > bound * total)
    return false;
  if (!measured_targets (e).empty () || !gcc_speculation_targets (e).empty ())
    return false;
  est = estimate_call_alone (e);
  /* Some target may be guarded: the guard does not pay.  */
  auto unlikely = [&] (unsigned i)
    {
      cgraph_node *n = t.targets[i];
      return unlikely_because (n, t.instances[i], false, kept_by_program (n),
			       t.functions);
    };
  if (total)
    for (unsigned i = 0; i < t.targets.size (); i++)
      if (t.instances[i] && unlikely (i) == reason::none)
	{
	  why = reason::guard_costs_more;
	  return true;
	}
  /* None may: the reason of the least likely (the last of the smallest
     share, as estimate_call's stable order puts it).  */
  unsigned last = t.targets.size () - 1;
  for (unsigned i = 0; i < t.targets.size (); i++)
    if (total && t.instances[i] <= t.instances[last])
      last = i;
  why = unlikely (last);
  if (why == reason::none)
    why = reason::estimated_never_to_run;
  return true;
}

call_estimate
estimate_call (const call_site &c, const target_list &t,
	       const target_list *likely)
{
  cgraph_edge *e = c.edge;
  call_estimate est = estimate_call_alone (e);

  /* Sizes: the indirect call statement, and a direct one.  */
  int call_size = call_stmt_size (e);
  int direct_size = MAX (1, call_size - (eni_size_weights.indirect_call_cost
					 - eni_size_weights.call_cost));

  /* Static shares: one per class with objects, one for the unknown
     classes of an incomplete list.  */
  unsigned total = static_weight_total (t);
  /* GCC's likely type: its own weights over its (shorter) list.  */
  std::map<cgraph_node *, unsigned> likely_weight;
  unsigned likely_total = 0;
  if (likely)
    for (unsigned i = 0; i < likely->targets.size (); i++)
      if (likely->instances[i])
	{
	  likely_weight[likely->targets[i]] += likely->instances[i];
	  likely_total += likely->instances[i];
	}
  std::vector<measured_target> measured = measured_targets (e);
  if (!measured.empty ())
    est.source = evidence::profile;
  else if (likely_total)
    est.source = evidence::likely_type;

  double measured_sum = 0;
  for (const measured_target &m : measured)
    measured_sum += m.share;
  double rest = MAX (0.0, 1.0 - measured_sum);
  /* The unmeasured targets share what the profile left, by the static or
     likely estimate.  */
  double unmeasured_estimate = 0;

  for (unsigned i = 0; i < t.targets.size (); i++)
    {
      target_estimate te;
      te.node = t.targets[i];
      te.weight = t.instances[i];
      te.measured = false;
      if (te.weight == 1)
	te.class_ap = t.class_ap[i];
      double share = total ? (double) te.weight / total : 0;
      if (likely_total)
	{
	  auto it = likely_weight.find (te.node);
	  te.likely = it != likely_weight.end ();
	  share = (1 - likely_type_trust) * share
		  + likely_type_trust * (te.likely ? (double) it->second
						       / likely_total : 0);
	}
      for (const measured_target &m : measured)
	if (same_function (m.node, te.node))
	  {
	    te.measured = true;
	    share = m.share;
	    break;
	  }
      if (!te.measured)
	unmeasured_estimate += share;
      te.share = share;
      te.kept = kept_by_program (te.node);
      te.unlikely = unlikely_because (te.node, te.weight, te.measured, te.kept,
				      t.functions);
      /* GCC gives the guarded direct call the summary of the indirect
	 one (its duplicate hook), so its call_stmt_size.  */
      int body = inlined_size (te.node, e->caller, call_size);
      te.inlinable = body >= 0;
      /* A function a pointer calls has its address taken, so it is never
	 local: GCC's inliner drops a guard of it that it does not inline
	 (speculation_useful_p), after the guard took our budget.  */
      if (t.functions && !te.inlinable && te.unlikely == reason::none)
	te.unlikely = reason::target_not_inlinable;
      int call = te.inlinable ? body : direct_size;
      int outline = te.kept ? 0 : emitted_size (te.node);
      te.growth_guarded = (int) (est.copies * (guard_size + call)) + outline;
      te.growth_unguarded = (int) (est.copies * (call - call_size)) + outline;
      est.targets.push_back (te);
    }
  if (!measured.empty ())
    for (target_estimate &te : est.targets)
      if (!te.measured)
	te.share = unmeasured_estimate > 0
		   ? rest * te.share / unmeasured_estimate : 0;

  /* Without a profile, the targets GCC alone would guard keep at least
     GCC's share each (8/10 of the call split between them), and so the
     first guards: a call GCC speculates never loses GCC's guesses to our
     static weights (GCC leaves alone a call we speculate).  */
  if (measured.empty ())
    {
      std::vector<cgraph_node *> guesses = gcc_speculation_targets (e);
      double gcc_share = guesses.empty () ? 0
			 : likely_type_trust / guesses.size ();
      double raised = 0, guessed = 0, others = 0;
      std::vector<double> before (est.targets.size ());
      for (unsigned i = 0; i < est.targets.size (); i++)
	{
	  target_estimate &te = est.targets[i];
	  before[i] = te.share;
	  te.gcc_guess = std::any_of (guesses.begin (), guesses.end (),
				      [&] (cgraph_node *g)
				      { return same_function (te.node, g); });
	  if (!te.gcc_guess)
	    others += te.share;
	  else if (te.share < gcc_share)
	    {
	      raised += gcc_share - te.share;
	      te.share = gcc_share;
	    }
	  guessed += te.gcc_guess ? te.share : 0;
	}
      /* With several guesses (GCC 16 guards up to three) the raises may
	 take the guesses past the whole call where one of them already
	 had more than GCC's share (a proof, a likely type): the raises
	 shrink to what the call has left, in proportion.  */
      if (guessed > 1 && raised > 0)
	{
	  double keep = MAX (0.0, 1 - (guessed - raised)) / raised;
	  for (unsigned i = 0; i < est.targets.size (); i++)
	    if (est.targets[i].share > before[i])
	      est.targets[i].share
		= before[i] + (est.targets[i].share - before[i]) * keep;
	  guessed -= raised * (1 - keep);
	  raised *= keep;
	}
      if (raised > 0 && est.source == evidence::static_weights)
	est.source = evidence::gcc_guess;
      if (others > 1 - guessed)
	for (target_estimate &o : est.targets)
	  if (!o.gcc_guess)
	    o.share *= MAX (0.0, 1 - guessed) / others;
    }

  /* Most likely first (GCC's guess first of equals); ties keep the
     list's order (the outer type's own method first).  */
  std::stable_sort (est.targets.begin (), est.targets.end (),
		    [] (const target_estimate &a, const target_estimate &b)
		    { return a.share != b.share ? a.share > b.share
					       : a.gcc_guess > b.gcc_guess; });
  return est;
}

} // namespace tigdevirt
