/* body-copies.h - how many copies of a function's body the program holds
   once GCC's inliner has run.

   A guard costs its compare and its direct call, or the target's inlined
   body, once per copy of the function that holds the call.  A small
   function GCC inlines into each of its callers carries its guards into
   each of them: libstdc++'s _Sp_counted_base::_M_release, called from
   every shared_ptr destructor, which is inlined everywhere (Debian's
   qpdf: ten guards in the source made 174 compares in one test program,
   its .text +41% and its link's peak memory +23%:
   docs/bench/2026-12-02-rebuild-worst-links.md).  So the growth of a
   guard counts each copy.

   The estimate follows the first rules of GCC's inliner (ipa-inline.cc):
   a direct call to an inlinable body whose growth is within the caller's
   limit (max-inline-insns-single for a function declared inline, -auto
   otherwise; the growth with the bodies of the functions only it calls,
   which GCC takes into it or leaves out of line), or the only call of a
   function nothing else needs, is inlined, and so the callee has a copy
   in each copy of the caller; the body is also kept out of line when
   anything else needs it (a call not inlined, its address taken, a
   definition emitted whatever refers to it).  A call back into a
   function being counted (recursion) counts once, and counts are
   capped: an estimate, erring toward more code where GCC's unit growth
   limits would stop the inliner.  */

#ifndef TIGDEVIRT_BODY_COPIES_H
#define TIGDEVIRT_BODY_COPIES_H

#include "gcc-compat.h"

namespace tigdevirt {

class body_copies
{
public:
  /* Copies of N's body in the program, at least 1.  */
  double of (cgraph_node *n);

private:
  double count (cgraph_node *n, unsigned depth);
  /* The size N takes in from the functions only it calls.  */
  int absorbed (cgraph_node *n, unsigned depth);
  std::vector<double> memo;	/* By cgraph uid: 0 unknown, < 0 counting.  */
  std::vector<int> taken;	/* By cgraph uid: size + 1, 0 unknown,
				   < 0 summing.  */
};

/* The copies in force for estimate_call while the analysis decides
   (null: each body counts once).  */
void set_body_copies (body_copies *c);
body_copies *current_body_copies ();

/* Is F's definition emitted whatever refers to it: public and not
   discardable (not a comdat), forced, or used from another partition?  */
bool emitted_anyway (cgraph_node *f);

/* The size GCC gives the statement of call E (ipa_call_summary), or a
   plain call's 2 without a summary.  */
int call_stmt_size (cgraph_edge *e);

/* Does GCC's inliner accept F's body at all (ipa-fnsummary)?  */
bool inlinable_p (cgraph_node *f);

/* Size of the body the inliner would put in place of a direct call to N
   from CALLER whose statement has size CALL_SIZE (ipa_call_summary's
   call_stmt_size), or -1 when it would likely not inline it (too big
   for GCC's limits for the caller, or not inlinable at all).  As in
   GCC's want_inline_small_function_p, the limits bound the growth: here
   the body less the call (a call not yet made has no context for GCC's
   own estimate, which is smaller: what inlining drops is left out).  */
int inlined_size (cgraph_node *n, cgraph_node *caller, int call_size);

} // namespace tigdevirt

#endif
