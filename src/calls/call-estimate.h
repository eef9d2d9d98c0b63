/* call-estimate.h - what guarding a call's targets is worth, and costs.

   For a polymorphic call and its target list: how often the call runs,
   which share of its executions each target takes, and how much code a
   guarded direct call to each target adds.  The evidence, strongest
   first (docs/speculation.md):
     profile   -fprofile-use: the call's measured count and the measured
               share of each target (GCC's indirect-call histogram);
     likely    GCC's speculative context: the type it saw the object
               created with on some path (call-context.h); and the
               targets GCC's own speculation would guard (gcc-guess.h),
               which keeps GCC's share and the first guard;
     static    how many classes with objects of their own reach each
               target (target-list.h).
   Growth is in GCC's size units (ipa-fnsummary), so that it compares
   with the unit's size.  */

#ifndef TIGDEVIRT_CALL_ESTIMATE_H
#define TIGDEVIRT_CALL_ESTIMATE_H

#include "call-sites.h"
#include "target-list.h"
#include "reasons.h"

namespace tigdevirt {

struct target_estimate
{
  cgraph_node *node;
  unsigned weight;	/* Classes with objects that reach it.  */
  double share;		/* Estimated share of the call's executions.  */
  bool measured;	/* SHARE comes from the profile.  */
  /* Why no guarded call to it can pay off (or be made safely); none if
     it can be guarded.  */
  reason unlikely;
  /* Kept in the program whatever we do (a live vtable or a call refers to
     it): a new direct call to it adds no symbol to the link.  */
  bool kept;
  /* Small enough that GCC's inliner will likely inline a direct call.  */
  bool inlinable;
  /* Size added by a guarded direct call, and by a direct call replacing
     the indirect one (the last target of a complete list): the call or
     the inlined body in each copy of the caller, and the target's
     out-of-line body unless KEPT.  */
  int growth_guarded;
  int growth_unguarded;
  /* GCC alone would guard it (gcc-guess.h).  */
  bool gcc_guess = false;
  /* The call's likely context reaches it: its share rests on evidence,
     not only on how many classes reach it.  */
  bool likely = false;
  /* When one class with objects reaches it: that class's address point
     for the call (target_list::class_ap).  */
  address_point class_ap;
};

enum class evidence { static_weights, gcc_guess, likely_type, profile };

struct call_estimate
{
  /* Executions: the measured count under -fprofile-use, else GCC's static
     estimate relative to one execution of the caller.  */
  double frequency = 0;
  /* No profile, and nothing in the call graph counts the caller's runs
     (program_counts::unknown): FREQUENCY rests on a floor of one.  */
  bool runs_unknown = false;
  evidence source = evidence::static_weights;
  /* Copies of the caller's body the program will hold (body-copies.h):
     each carries the call's guards.  */
  double copies = 1;
  /* Every target of the list, most likely first.  */
  std::vector<target_estimate> targets;
};

/* How often call E runs: its measured count under -fprofile-use
   (MEASURED set), else GCC's static estimate relative to one execution
   of its caller times the caller's estimated runs per run of the
   program (program-counts.h) while the analysis has them, else scaled
   up in hot and down in run-once callers.  */
double call_frequency (cgraph_edge *e, bool &measured);

/* LIKELY is the list for the call's likely context, or null.  */
call_estimate estimate_call (const call_site &c, const target_list &t,
			     const target_list *likely);

/* Whether nothing singles out a target of call C's list T, long or not:
   no profile of the call, no likely list (LIKELY) with objects, no guess
   of GCC's, and no target's static share above BOUND.  If so, EST is
   the call's estimate without its targets and WHY what speculation gets:
   a guard that does not pay where some target could be guarded, else the
   least likely target's reason.  Answered in a walk of the list, where
   estimate_call weighs and sorts every target: a call on a base with
   thousands of classes, made thousands of times, would cost millions.  */
bool static_shares_below (const call_site &c, const target_list &t,
			  const target_list *likely, double bound,
			  call_estimate &est, reason &why);

/* What one direct call instead of an indirect one saves per execution,
   in the units of benefit (speculation-ranking.h); more when the callee
   can be inlined.  */
double direct_call_gain (const target_estimate &t);
/* The most it saves.  */
const double max_direct_call_gain = 2;

/* Does anything other than a speculation keep N in the program: a
   variable's initializer (a vtable), a call or an address taken in code,
   or a definition that is emitted anyway?  If so, a direct call to N adds
   no symbol to the link: N and everything it references are emitted
   anyway.  If not, a direct call is what would emit N, and with it every
   symbol N refers to (GCC 16's speculation does not check this and
   breaks links: guess-pruning.h).  */
bool kept_by_program (cgraph_node *n);

/* Size of the unit's functions, in the units of growth.  */
double unit_size ();

const char *evidence_name (evidence e);

} // namespace tigdevirt

#endif
