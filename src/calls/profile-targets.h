/* profile-targets.h - measured targets of indirect calls (-fprofile-use).

   With profile feedback, GCC records at compile time, for every indirect
   call, the functions it called most often and the share of the calls
   each took (the indirect-call histogram), and writes them into the LTO
   object's ipa-profile section.  GCC's own ipa-profile pass turns only a
   target of at least 50% into a speculative call and then drops the
   rest.  We read the same section ourselves, so that every measured
   target can rank the speculation of a polymorphic call (docs/
   speculation.md).  */

#ifndef TIGDEVIRT_PROFILE_TARGETS_H
#define TIGDEVIRT_PROFILE_TARGETS_H

#include "gcc-compat.h"

namespace tigdevirt {

struct measured_target
{
  cgraph_node *node;
  double share;		/* Of the call's executions, 0..1.  */
};

/* Read the histograms of every object of the link (at WPA, or in the
   lto1 of -flto-partition=none, while summaries are read).  */
void read_profile_targets ();

/* The measured targets of indirect call E, most frequent first; empty
   without profile feedback.  */
std::vector<measured_target> measured_targets (cgraph_edge *e);

} // namespace tigdevirt

#endif
