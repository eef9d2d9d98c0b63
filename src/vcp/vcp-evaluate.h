/* vcp-evaluate.h - evaluating a virtual method at link time.

   Virtual constant propagation (devirt-vcp.cc) needs the value every
   possible target of a call returns for the call's constant arguments.
   GCC has no reusable GIMPLE evaluator (C++ constexpr lives in the front
   end; ipa-cp's and fnsummary's are internal), so this is a small
   interpreter over the target's SSA body, read at WPA as ipa-icf reads
   bodies: each statement folded with its operands' known values
   (gimple_fold_stmt_to_constant_1, as CCP does), branches and switches
   followed by their known condition (find_taken_edge), PHIs resolved by
   the edge we came in on, up to a step budget.  It refuses, with a
   reason, anything that is not a function of the arguments alone:
   loads and stores, calls, any use of `this` but as the receiver, results
   that are not integers of at most 64 bits.  Only bodies GCC already
   marked pure or const (no stores, no unknown calls) are read at all.  */

#ifndef TIGDEVIRT_VCP_EVALUATE_H
#define TIGDEVIRT_VCP_EVALUATE_H

#include "gcc-compat.h"
#include "reasons.h"

namespace tigdevirt {

struct eval_result
{
  tree value = NULL_TREE;	/* An INTEGER_CST of the return type.  */
  reason why = reason::none;	/* Why not, when VALUE is null.  */
};

/* The value method FN returns for ARGS (its arguments after `this`,
   INTEGER_CSTs).  Memoized per function and arguments.  */
eval_result evaluate_method (cgraph_node *fn, const std::vector<tree> &args);

/* Is T an integer, enum or bool type a constant can be stored for (at
   most 64 bits)?  */
bool vcp_value_type_p (tree t);

} // namespace tigdevirt

#endif
