/* field-pointer-proof.h - a call through a function-pointer field whose
   every store the link sees: the one function stored there, called
   directly.

   field-pointers.h guesses a field's functions from the stores GIMPLE
   shows, which is never complete.  A private field of function-pointer
   type (or a protected one, or any field of a class local to its unit)
   is named only by code with access to it, and the front end's records
   of the pointer fields (type-flow/field-types.h) close it exactly as
   they close a pointer-to-class field: some unit defines every function
   that may name it, its address is never taken (`&f', a reference, a
   structured binding, `&C::f'), no bit_cast makes an object holding it,
   and every store stores a known function's address, a null pointer or
   the same field of another object.  Those stores are read in the front
   end, so what they store does not depend on where the storing code is
   inlined: a setter storing its parameter refuses the field, wherever
   it is called from (code outside the link may call it).  A protected
   field is proved only when its class is polymorphic, each class derived
   from it is closed by some unit and none outside the link may derive
   from it (whole-program mode, hidden visibility), as for pointer
   fields.

   Then a call through a pointer loaded by naming the field (a
   COMPONENT_REF: an offset GCC matched to the field by a pointer's type
   proves nothing) can reach only those functions.  With one function
   of the call's type, the call becomes a direct call to it; with a few,
   the list is complete, and speculation may compare with all but one of
   them and call the last directly, with no indirect call left (the
   dispatch, devirt-speculative.cc).  A public
   function is found by its assembler name; one the link does not have
   refuses the proof (code outside the link may hold the store), while a
   function local to a unit that the link removed was stored by none of
   the code that runs.  A function of another type stored through a
   cast refuses it too.  Link time (WPA), and a compile without -flto
   from this unit's records.  */

#ifndef TIGDEVIRT_FIELD_POINTER_PROOF_H
#define TIGDEVIRT_FIELD_POINTER_PROOF_H

#include "target-list.h"
#include "field-types.h"

namespace tigdevirt {

class type_graph;

/* The most functions a proved field may hold: a dispatch compares with
   all but one of them (speculate=N bounds it further).  */
const unsigned max_proved_functions = 4;

/* If pointer call E's field is proved to hold only functions of the
   call's type (at most max_proved_functions), their complete list into
   T, in the order and with the weights of GUESS (the call's list from
   the stores GIMPLE shows, field-pointers.h), and true; else false, and
   *WHY (if the call names a field) why not, for the dump.  */
bool proved_field_function (cgraph_edge *e, field_records &fields,
			    const type_graph &g, const target_list &guess,
			    target_list &t, const char **why);

} // namespace tigdevirt

#endif
