/* vptr-reuse.h - loading a vptr and a vtable slot once.

   An object's vptr only changes when its dynamic type does, and vtables
   are never written.  GCC does not know either: it loads an object's
   vptr and the slot again after every call that may write memory, and
   never moves them out of a loop with such a call.  This GIMPLE pass
   (once per function, after the IPA passes and GCC's first loop
   invariant motion, before PRE; loops have their headers copied) does
   three things:
     reuse   a load of an object's vptr (a field load of the vptr of a
             reference) takes the value of an earlier load of the same
             reference when every path between them is free of a
             statement that may change that object's dynamic type: a
             store the alias oracle says may write it, a call that may
             write it (alias oracle) and may change types
             (type-changes.h), an asm that writes memory.  A forward
             "available on every path" walk over the CFG;
     slots   a load of a slot from a vptr value takes the value of an
             earlier load of the same slot of the same value that
             dominates it;
     hoist   in a loop where the object is invariant and no statement
             may change its type, a vptr load and its slot loads that
             every iteration runs before anything may leave the loop (in
             the header, or in a block that dominates the latch and
             every exit, reached from the header only through blocks of
             the loop without a call, an asm or a statement that may
             throw) move to the preheader.
     version a hot loop whose speculative guard became invariant is
             versioned on it (guard-versioning.h).
   A load it cannot reuse or hoist stays as it is, which is always
   correct; -fopt-info-loop-missed says why it was kept when an earlier
   load existed.  -fplugin-arg-tigdevirt-vptr-reuse=0 turns it off.
   Dump: -fplugin-arg-tigdevirt-dump writes NNNt.tigdevirt_vptr, one line
   per load reused or hoisted and loop versioned, and a count per
   function; with stats=FILE the process's counts go to FILE.ltrans.  */

#ifndef TIGDEVIRT_VPTR_REUSE_H
#define TIGDEVIRT_VPTR_REUSE_H

#include "gcc-compat.h"
#include "type-changes.h"

namespace tigdevirt {

/* The pass, asking CHANGES (the run's facts, which the analysis pass
   fills or reads) which calls may change dynamic types.  */
opt_pass *make_vptr_reuse_pass (gcc::context *ctxt,
				const type_change_facts &changes);

/* This process's counts, for stats=FILE's FILE.ltrans (body-stats.h).  */
struct vptr_counts
{
  unsigned long reused = 0, slots = 0, hoisted = 0, kept = 0;
  unsigned long versioned = 0, functions = 0;
};
const vptr_counts &vptr_statistics ();

/* Where the pass goes: before GCC's PRE.  */
extern const char *const vptr_reuse_before;
extern const int vptr_reuse_before_instance;

} // namespace tigdevirt

#endif
