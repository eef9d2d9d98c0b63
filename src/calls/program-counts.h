/* program-counts.h - how often each function runs in one run of the
   program, estimated over the whole call graph.

   GCC's static estimate of a call's frequency is relative to one entry of
   its caller: a call in a loop of a function called once, and one in a
   loop of a function called from a hot loop of main, both look like 10.
   The speculation budget must go where the program runs (POV-Ray's
   hottest polymorphic call, 117 M executions, showed frequency 1.00).
   So, as GCC's ipa-profile propagates its estimates: main and every
   function code outside the unit may call run once per run, and so does
   every function nothing counted reaches that a pointer the unit holds
   may call (a callback, a thread's body); an entry point a pointer may
   call runs as often as its share of the runs of the unit's pointer
   calls of its type, where that is more (pointer-calls.h); each function
   then runs as
   often as its callers call it, each direct call by its frequency and
   each polymorphic call split between its possible targets by their
   static shares.  The order is a depth-first order from
   the entry points: a call back into a function already counted
   (recursion, a cycle through virtual calls) adds nothing, which bounds
   recursion as ipa-profile does.  Under -fprofile-use the measured counts
   are used instead (call-estimate.cc).  */

#ifndef TIGDEVIRT_PROGRAM_COUNTS_H
#define TIGDEVIRT_PROGRAM_COUNTS_H

#include "call-sites.h"
#include "target-list.h"

namespace tigdevirt {

class program_counts
{
public:
  /* CALLS are the unit's polymorphic calls, LISTS their target lists (in
     the same order).  */
  void compute (const std::vector<call_site> &calls,
		const std::vector<const target_list *> &lists);
  /* Estimated runs of N per run of the program; 1 if not computed.  */
  double of (cgraph_node *n) const;
  /* Nothing in the call graph counted calls N, and a pointer the unit's
     code holds may (its address taken other than by a vtable, or called
     from a function so reached): OF's 1 is a floor, not an estimate.  A
     function only vtables refer to, which no counted virtual call
     reaches, is not unknown: the unit's own virtual calls were all
     counted, and only code outside the unit may run it.  */
  bool unknown (cgraph_node *n) const;

  /* The entry points that got runs from the pointer calls of their type
     (pointer-calls.h), not the floor of one: each with its
     runs and how many functions of its type a pointer may call (the
     share's divisor), for the dump.  */
  struct pointer_estimate { cgraph_node *node; double runs; unsigned takers; };
  std::vector<pointer_estimate> pointer_estimates;

private:
  /* Raise SEED[K], the runs of entry point ENTRIES[K], to its share of
     the pointer calls of its type where a pointer may call it; whether
     any rose.  */
  bool estimate_pointer_entries (const std::vector<cgraph_node *> &entries,
				 std::vector<double> &seed);
  std::vector<double> count;	/* By cgraph uid.  */
  std::vector<bool> floor;	/* By cgraph uid: UNKNOWN.  */
};

/* The function whose body N runs (through aliases and thunks), if the
   unit has it; null otherwise.  The vertices of the call graphs walked
   here and in recursive-guards.cc.  */
cgraph_node *body_of (cgraph_node *n);

/* The counts in force for call_frequency (null: none computed; GCC's
   frequency relative to the caller is used alone).  */
void set_program_counts (const program_counts *c);
const program_counts *current_program_counts ();

} // namespace tigdevirt

#endif
