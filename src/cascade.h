/* cascade.h - what happens to one polymorphic call, decided: the
   try-steps of devirt.h in order, as LLVM's WholeProgramDevirt tries
   tryEvaluateFunctionsWithArgs, tryUniformRetValOpt, tryUniqueRetValOpt,
   tryVirtualConstProp before applying one.  The first step that applies
   gives the decision; a call none applies to keeps the reason.  Deciding
   changes nothing in the program: apply_decision (devirt.h) does, for the
   decisions the unit's budget (speculation-budget.h) and the cutoff
   keep.  Run at link time (WPA), once per call.  */

#ifndef TIGDEVIRT_CASCADE_H
#define TIGDEVIRT_CASCADE_H

#include "devirt.h"

namespace tigdevirt {

/* The decision for call C, whose complete or incomplete list is T
   (LIKELY: the list for GCC's likely type, or null).  */
devirt_decision decide (const call_site &c, const target_list &t,
			const target_list *likely, const type_graph &g);

/* The decision for call C through a function pointer loaded from a field,
   whose stored functions are T (field-pointers.h): guarded direct calls
   only, never a proof.  */
devirt_decision decide_pointer_call (const call_site &c, const target_list &t);

/* -fplugin-arg-tigdevirt-cutoff=N: keep only the first N decisions that
   change a call (after the budget, so that bisecting sees the real
   decisions); the others are left alone, "cutoff reached".  */
void apply_cutoff (decision_list &decisions);

} // namespace tigdevirt

#endif
