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

namespace tigdevirt {

/* Compile time: every function with a body.  */
void note_type_changes ();
void write_type_changes ();
/* Link time.  */
void read_type_changes ();

/* At the link, after the type graph: the whole-program fact.  */
void compute_type_change_facts (const type_graph &g, target_cache &cache);
void write_type_change_facts ();
void read_type_change_facts ();
bool have_type_change_facts ();

/* Counts for the statistics: functions with a body, those that may
   change types by their own statements, and in all.  */
struct type_change_counts
{
  unsigned functions = 0, local = 0, changing = 0, slots = 0,
	   slots_keeping = 0;
  /* Virtual methods EXTERNAL does not call back: only vtables of classes
     outside code cannot know hold them.  */
  unsigned hidden_methods = 0;
  bool external = false;
};
type_change_counts type_change_stats ();

/* In a body after the IPA passes: may call CALL change the dynamic type
   of an object its caller can reach?  Null if not; else why (for the
   remark).  A constructor always may: it builds the object it is called
   on.  With strict-vtable-pointers=1 (and no std::launder in the
   program) only constructors may: [basic.life].  */
const char *call_may_change_types (gcall *call);

/* The link: the objects the pointer field at POS bits of the class with
   key ODR holds are contained (field-escapes.h): every pointer to them
   stays in functions of the link that keep them, none builds another
   object in their storage, so no call changes their dynamic type until
   they are deleted.  Travels to LTRANS with the facts.  */
void note_contained_field (const std::string &odr, HOST_WIDE_INT pos);
/* In a body after the IPA passes: is POINTER, an SSA name, loaded from
   such a field?  */
bool from_contained_field (tree pointer);

} // namespace tigdevirt

#endif
