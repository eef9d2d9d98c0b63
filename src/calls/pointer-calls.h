/* pointer-calls.h - calls through function pointers, for the estimate of
   how often a function that only pointers call runs.

   The speculation budget ranks calls by their runs per run of the program
   (program-counts.h), counted along the call graph.  A call through a
   function pointer has no callee there, so a function reached only that
   way (a callback: Bullet's near callback, a std::function's invoker, a
   sort's comparator) was given one run, however hot the loop calling it
   (Bullet's near callback: 590,861 runs, estimated 1; the budget then cut
   the guards of the virtual calls it reaches).  A pointer of a function
   type can call only functions of that type whose address the program
   takes.  So the compile step records each pointer call's function type
   (a structural digest: at WPA bodies are not in memory), and at the link
   the runs of the pointer calls of one digest are shared among the
   functions of that digest a pointer may call, as a polymorphic call's
   runs are shared among its targets.

   Section ".gnu.lto_tigdevirt_ptrcalls..." (compile step -> link):
   "TGDVPC01", u32 count of functions, then per function with indirect
   calls: LEB128 symtab encoder reference, LEB128 count of its indirect
   call edges (list order), and per edge LEB128 digest (0: polymorphic, or
   no function type).  */

#ifndef TIGDEVIRT_POINTER_CALLS_H
#define TIGDEVIRT_POINTER_CALLS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* A digest of function type FNTYPE made of its structure (the codes,
   precisions and signedness of the return and parameter types, one level
   of pointed-to types; no names: they are not the same at compile time
   and at WPA), the same at compile time and at WPA; never 0.  Two types
   with one digest share the estimate: a coarse digest spreads a pointer
   call's runs over more functions, never loses them.  */
uint32_t function_type_digest (tree fntype);

/* IPA pass hooks: write at compile time (-flto), read at link time.  */
void write_pointer_calls ();
void read_pointer_calls ();

/* The digest of the function type pointer call E calls through: from its
   statement where the body is in memory (a compile without -flto), else
   as the compile step recorded it; 0 for a polymorphic call, or where
   nothing was recorded (an object compiled without the plugin).  */
uint32_t pointer_call_digest (cgraph_edge *e);

} // namespace tigdevirt

#endif
