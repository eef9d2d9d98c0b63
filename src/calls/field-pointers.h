/* field-pointers.h - calls through a function pointer loaded from a
   class's field, and the functions the program stores in that field.

   The indirect calls real programs execute are not all virtual: a
   std::function calls through its _M_invoker field, a strategy or a
   codec keeps its callback in a member, a table of operations holds
   them (`static const ops table = { read_fn, write_fn }'), Bullet's
   constraint solver its row solvers.  The functions such a call can
   reach are, for a field only given the addresses of known functions,
   those functions.  So the compile step records, for each field of
   function-pointer type of a named class (its key: the class's link key
   and the field's position), the functions whose address a body's
   statement or a static initializer stores into it, with the store's
   frequency in its function, the stores of a parameter (the functions
   the callers pass, passed-functions.h) and the stores of other values
   (a value loaded from elsewhere); and for each call through a
   pointer just loaded from such a field, the field.  The link joins the
   units' records: a call's possible targets are the functions stored
   into its field whose type is the call's, weighted by how often their
   stores run (the storing function's runs per run of the program, times
   the store's frequency in it; a static initializer once), the stores
   of other values weighing the list's unknown part.

   The list is a guess only, never complete (guarded direct calls,
   devirt.h's try_speculation): a guard compares the loaded pointer with
   the target's address, so a wrong or missing record costs a compare,
   never a wrong call.  No call is made direct from these records (the
   front end's records of a closed field can: field-pointer-proof.h): a
   pointer can be stored through a cast, memcpy or code compiled without
   the plugin, and an access GCC folded to an offset
   (`MEM[(T &) this + 24]', std::function's swap once inlined) is
   matched to the field at that offset of the class its pointer's type
   names, which GIMPLE does not keep faithfully.

   Section ".gnu.lto_tigdevirt_fnfields..." (compile step -> link):
   "TGDVFF03", u32 count of fields, each: lstr the class's name
   (streamed_class_name), i64 the field's position (bits), lstr its name
   for dumps ("Solver::m_fn"), uleb count of stores, each uleb symtab
   encoder reference of the storing function or of the variable whose
   initializer stores, uleb the stored function's reference plus one (0:
   another value), uleb the store's weight (its frequency in its
   function, 16 for once per run, at least 1), uleb the index of the
   storing function's parameter whose value is stored plus one (0:
   none); then u32 count of
   functions with calls through such fields, each uleb encoder reference,
   uleb count of its indirect edges (list order), and per edge uleb 0 for
   a call not through such a field, else twice the field's index plus one
   when the load is matched to the field by an offset, plus two when it
   names the field (a COMPONENT_REF: field-pointer-proof.h may use it).  */

#ifndef TIGDEVIRT_FIELD_POINTERS_H
#define TIGDEVIRT_FIELD_POINTERS_H

#include "target-list.h"
#include "field-types.h"

namespace tigdevirt {

/* IPA pass hooks: write at compile time (-flto), read at link time.  */
void write_field_pointers ();
void read_field_pointers ();

/* The possible targets of indirect call E, if it calls through a pointer
   just loaded from a recorded function-pointer field: the functions
   stored there whose type is the call's, most stored first, their
   weights in T.instances (the largest 1000) and the other values' in
   T.other_weight, T.complete false, T.functions true; LABEL is the field
   for dumps ("Solver::m_fn").  False when E is no such call or no known
   function was stored.  */
bool field_pointer_targets (cgraph_edge *e, target_list &t,
			    std::string *label);

/* At the link (or in a compile without -flto): if indirect call E
   calls a pointer loaded by naming a function-pointer field of a class
   (not an offset matched by type), the field: its class (*RECORD at
   compile time; else *CLS, the class's key as the records name it) and
   its position in bits.  */
bool exact_call_field (cgraph_edge *e, tree *record, std::string *cls,
		       HOST_WIDE_INT *pos);

/* The function the link defines (or, if none, declares) under the
   public assembler name NAME, if any.  */
cgraph_node *function_by_name (const char *name);

/* The symbol of symtab order ORDER, if the link still has it.  */
symtab_node *symbol_by_order (int order);

/* Compile time: keep each function that calls through a pointer loaded
   by naming a function-pointer field FIELDS may prove from GCC's ICF
   (function_field_may_prove).  */
void keep_field_callers_apart (const field_records &fields);

/* Forget the tables (the analysis is done).  */
void release_field_pointers ();

} // namespace tigdevirt

#endif
