/* devirt.h - turning polymorphic calls into direct ones.

   For each call the pass runs a cascade of try-steps (after LLVM's
   WholeProgramDevirt): each decides from the call and its target list
   without changing anything, the first that succeeds is applied.
     1. try_full_devirt   a complete list of one target: a direct call;
                          a complete empty list: __builtin_unreachable.
     2. try_speculation   up to N likely targets: guarded direct calls,
                          the indirect call kept as fallback (GCC expands
                          them at LTRANS; the inliner can take each one).
   A call left alone carries the reason, for -fopt-info-ipa-missed.  */

#ifndef TIGDEVIRT_DEVIRT_H
#define TIGDEVIRT_DEVIRT_H

#include "call-sites.h"
#include "target-list.h"

namespace tigdevirt {

enum class devirt_kind { none, full, unreachable, speculative };

struct devirt_decision
{
  devirt_kind kind = devirt_kind::none;
  /* The new direct targets, most likely first.  */
  std::vector<cgraph_node *> targets;
  /* For speculation: the static estimate of each target, and the sum over
     the whole list (plus one for an incomplete list's unknown targets).  */
  std::vector<unsigned> weights;
  unsigned total_weight = 0;
  /* Why the call is left alone (kind == none).  */
  const char *missed = nullptr;
};

devirt_decision try_full_devirt (const call_site &c, const target_list &t);
devirt_decision try_speculation (const call_site &c, const target_list &t,
				 unsigned max_targets);

/* Change the call graph as D says.  */
void apply_decision (const call_site &c, const devirt_decision &d);

/* Printable name of a decision kind, as in dumps and stats.  */
const char *kind_name (devirt_kind k);

} // namespace tigdevirt

#endif
