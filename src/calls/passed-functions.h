/* passed-functions.h - the functions callers pass in a parameter, for
   the stores of a parameter into a function-pointer field.

   `Engine::Engine (Fn f) : fn (f) {}' defined in one unit and called as
   `Engine e (plain)' in another stores, in the only body that names the
   field, a parameter: the compile step sees no function there.  The
   callers do pass one, and GCC's ipa-prop summary of each call says which
   (a constant jump function holding the function's address), or that
   the caller passes on a parameter of its own (a pass-through, followed
   to its callers in turn).  So at the link a store of parameter I of a
   function stores, for each call of it the link sees, the function that
   call passes, weighted by how often the call runs; the calls whose
   argument is not known, and the runs no seen call accounts for (code
   outside the link may call a function visible to it), weigh the
   unknown part.  A guess for guards only, as every field-pointer list:
   the summaries are GCC's own and true, but a function reached through
   an alias, a thunk or a pointer may have callers no edge shows.  WPA
   (and a compile without -flto, at its IPA stage).  */

#ifndef TIGDEVIRT_PASSED_FUNCTIONS_H
#define TIGDEVIRT_PASSED_FUNCTIONS_H

#include "gcc-compat.h"

#include <functional>

namespace tigdevirt {

class program_counts;

/* The function V (a statement's operand, a jump function's constant) is
   the address of, if any.  */
cgraph_node *function_address (tree v);

/* For a store run WEIGHT times per run of NODE, of NODE's parameter
   INDEX: VISIT (TARGET, W) for each function TARGET callers pass there,
   W its share of the runs (per run of the program: PC's runs of each
   caller times the call's frequency in it, times WEIGHT; PC may be
   null: every function runs once), and VISIT (null, W) for the share
   whose value is not known.  */
void passed_functions (cgraph_node *node, int index, double weight,
		       const program_counts *pc,
		       const std::function<void (cgraph_node *, double)>
			 &visit);

} // namespace tigdevirt

#endif
