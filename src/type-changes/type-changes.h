/* type-changes.h - which calls may change an object's dynamic type.

   A vptr loaded from an object stays that object's vptr until something
   changes the object's dynamic type: a constructor run on it (placement
   new, std::construct_at, an allocator's construct), a store to its
   vptr, raw memory written over it (memcpy, memset, an aggregate copy, a
   union member).  Destroying an object (an explicit destructor call,
   delete) changes no type a program may observe: nothing may use the
   object after it unless a constructor builds another one there, and
   that constructor is the change.  GCC assumes that any call
   that may write memory may do so, and loads the vptr and the slot again
   after it.  This file computes, for every function of the link, whether
   it or anything it may call may change the dynamic type of an object it
   did not create (its own automatic objects, its parameters and result,
   a replaceable operator new's storage, a constructor's or destructor's
   own `this': "fresh", placement-census.h).

   Compile time: each body's own statements give one flag (with why).
   Link (WPA, or the one process of -flto-partition=none or a non-LTO
   compile): the flag flows from callees to callers over the call graph:
   direct edges; virtual calls through every target of their class and
   slot; calls to code outside the link and through function
   pointers reach EXTERNAL, which calls back every function visible
   outside the link or whose address is taken (not main: a program may
   not call it, nor static constructors).  Such a function that is a
   constructor may build an object anywhere.  Outside the link, code is assumed to reach the
   program's objects only through such calls back (and through GCC's
   built-ins, whose writes the alias oracle knows).  A function without a
   compile-time record (an object compiled without the plugin) may change
   types, as may any function a non-LTO compile cannot see.

   A pointer loaded from a field whose objects no code outside the link
   reaches (field-escapes.h) points to an object no call changes: the
   link lists those fields for LTRANS.

   LTRANS: the answers for calls in bodies (vptr-reuse.h): a direct call
   by its callee (a clone by its origin), a virtual call by its class and
   slot, another indirect call by EXTERNAL.  They travel with the
   analysis pass's optimization summary.  */

#ifndef TIGDEVIRT_TYPE_CHANGES_H
#define TIGDEVIRT_TYPE_CHANGES_H

#include "target-list.h"
#include "run-tables.h"

namespace tigdevirt {

/* The records and facts of one run (type-change-state.h): each
   function's own reason (compile time, read at the link), the
   whole-program facts (computed at the link, read at LTRANS) that the
   bodies' passes ask.  The plugin makes one per process and hands it to
   the analysis pass, which fills it, and to the passes that read it
   (vptr-reuse.h).  */
namespace tchange { struct tables; }
typedef run_tables<tchange::tables> type_change_facts;
extern template class run_tables<tchange::tables>;

/* Compile time: every function with a body, into F.  */
void note_type_changes (type_change_facts &f);
void write_type_changes (const type_change_facts &f);
/* Link time.  */
void read_type_changes (type_change_facts &f);

/* At the link, after the type graph: the whole-program fact, into F.  */
void compute_type_change_facts (type_change_facts &f, const type_graph &g,
				target_cache &cache);
void write_type_change_facts (const type_change_facts &f);
void read_type_change_facts (type_change_facts &f);
bool have_type_change_facts (const type_change_facts &f);
/* From a PLUGIN_GGC_MARKING callback: the functions F names are kept
   alive (compat/gc-marking.h): a function GCC drops after the facts are
   read (an inline copy at LTRANS) must not have its memory become
   another function's, which would then look proved to keep types.  */
void keep_type_change_trees (const type_change_facts &f);

/* In a body after the IPA passes: may call CALL change the dynamic type
   of an object its caller can reach?  Null if not; else why (for the
   remark).  A constructor always may: it builds the object it is called
   on.  With strict-vtable-pointers=1 (and no std::launder in the
   program) only constructors may: [basic.life].  */
const char *call_may_change_types (const type_change_facts &f, gcall *call);

/* The link: the objects the pointer field at POS bits of the class with
   key ODR holds are contained (field-escapes.h): every pointer to them
   stays in functions of the link that keep them, none builds another
   object in their storage, so no call changes their dynamic type until
   they are deleted.  Travels to LTRANS with the facts F.  */
void note_contained_field (type_change_facts &f, const std::string &odr,
			   HOST_WIDE_INT pos);
/* In a body after the IPA passes: is POINTER, an SSA name, loaded from
   such a field?  */
bool from_contained_field (const type_change_facts &f, tree pointer);

} // namespace tigdevirt

#endif
