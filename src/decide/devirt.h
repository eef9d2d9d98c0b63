/* devirt.h - turning polymorphic calls into direct ones.

   For each call the pass runs a cascade of try-steps (after LLVM's
   WholeProgramDevirt): each decides from the call and its target list
   without changing anything, the first that succeeds is applied.
     1. try_full_devirt   a complete list of one target: a direct call;
                          a complete empty list: __builtin_unreachable.
     1b. try_virtual_constant  a complete list whose targets, evaluated
                          for the call's constant arguments, give one
                          value (uniform return), one value for one vtable
                          (unique return, a vptr compare) or values stored
                          next to the vtables (virtual constant
                          propagation, a load): virtual-constants.h.
     2. try_speculation   up to N likely targets: guarded direct calls,
                          the indirect call kept as fallback (GCC expands
                          them at LTRANS; the inliner can take each one);
                          for a complete list whose other targets are all
                          guarded, the last one called directly, with no
                          indirect call left (speculation-expand.h).
   Speculation is then trimmed for the whole unit at once
   (speculation-budget.h): the calls worth their code growth first, up to
   a growth budget.  A call left alone carries the reason, for
   -fopt-info-ipa-missed.  Where GCC's own speculation, which runs after
   us, would guard a target no object reaches and that only the guess
   would emit, the decision names it and the guess is dropped
   (guess-pruning.h).  */

#ifndef TIGDEVIRT_DEVIRT_H
#define TIGDEVIRT_DEVIRT_H

#include "call-estimate.h"
#include "reasons.h"

namespace tigdevirt {

enum class devirt_kind { none, full, unreachable, speculative,
			 uniform_return, unique_return, const_prop };

/* How a speculated target is tested before its direct call.  */
enum class guard_kind : unsigned char
{
  fnptr,	/* The loaded function pointer equals the target (GCC's).  */
  vptr,		/* The object's vptr equals the address point of the one
		   class with objects that reaches the target.  */
  none		/* No test: the last target of a complete list.  */
};

/* One new direct target of a call.  Kept small: a large program has a
   decision for each of its tens of thousands of calls.  */
struct devirt_target
{
  cgraph_node *node = nullptr;
  /* For speculation: the estimated share of the call's executions, the
     expected saving (speculation-ranking.h), the code growth, the
     guard.  */
  float share = 0;
  float benefit = 0;
  int growth = 0;
  guard_kind guard = guard_kind::fnptr;
  /* GCC alone would guard it (gcc-guess.h): its guard is no growth of
     ours, recursive or not (recursive-guards.h).  */
  bool gcc_guess = false;
  /* For a vptr guard: the address point to compare with.  */
  address_point ap;
};

struct devirt_decision
{
  devirt_kind kind = devirt_kind::none;
  /* The last target is called without a guard: the list is complete and
     every other target is guarded, so no indirect call is left.  */
  bool dispatch = false;
  /* Speculation: what the estimate rests on.  */
  evidence source = evidence::static_weights;
  /* Targets GCC already speculated on (ipa-profile), kept as they are.  */
  unsigned char existing = 0;
  /* ... and the call's estimated frequency.  */
  float frequency = 0;
  /* ... and the copies of the caller's body its guards go into
     (body-copies.h), and whether nothing counts the caller's runs.  */
  float copies = 1;
  bool runs_unknown = false;
  /* The new direct targets, most likely first.  */
  std::vector<devirt_target> targets;
  /* uniform_return, unique_return, const_prop: the entry of the table of
     virtual constants (virtual-constants.h).  */
  int vc = -1;
  /* Why virtual constant propagation did not apply, for the remarks of
     calls it could have applied to.  */
  reason vc_missed = reason::none;
  /* Why the call is left alone (kind == none); for speculation, also why
     it has fewer targets than it could have.  */
  reason missed = reason::none;
  /* Targets GCC's own speculation (after our pass) would guard that no
     object reaches and only the guess would emit: the guesses are dropped
     (guess-pruning.h).  */
  std::vector<cgraph_node *> drop_guesses;

  /* Keep only the first N targets (the budget's cut).  */
  void keep_targets (unsigned n);
};

/* The decisions of a unit's calls, in the calls' order.  */
typedef std::vector<std::pair<const call_site *, devirt_decision>>
  decision_list;

devirt_decision try_full_devirt (const call_site &c, const target_list &t);
devirt_decision try_virtual_constant (const call_site &c,
				      const target_list &t,
				      const type_graph &g);
/* Every target that could be guarded, in order, the most a budget could
   grant (speculation-budget.h trims it).  LIKELY is the list for GCC's
   likely type, or null.  */
devirt_decision try_speculation (const call_site &c, const target_list &t,
				 const target_list *likely,
				 unsigned max_guards);

/* Which guard each target of a speculative decision gets
   (-fplugin-arg-tigdevirt-guard=auto|fnptr|vptr; docs/speculation.md).  */
void choose_guards (devirt_decision &d);

/* A guard's name, as in dumps.  */
const char *guard_name (guard_kind g);

/* Change the call graph as D says.  */
void apply_decision (const call_site &c, const devirt_decision &d);

/* Printable name of a decision kind, as in dumps and stats.  */
const char *kind_name (devirt_kind k);

} // namespace tigdevirt

#endif
