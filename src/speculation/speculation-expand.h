/* speculation-expand.h - expanding our speculative calls into code.

   GCC expands a speculative call when it compiles the caller (in its
   inline transform, at LTRANS): one "if (fn == &target) target (...)" per
   target, and the indirect call as the last resort.  Two plans change
   that, carried out just before GCC would expand the call:
     dispatch   the call's complete target list is covered (devirt.h), so
                the last resort can never see another function: the
                guards as GCC makes them, then the last target called
                directly, with no indirect call left;
     vptr guard a target that only one class with objects reaches is
                tested by comparing the object's vptr with that class's
                address point, which needs no load of the slot.

   The decision is made at WPA and travels to LTRANS in an optimization
   summary of the pass (a section of its own, keyed by the caller and the
   call's statement number); with -flto-partition=none or without LTO it
   stays in memory.  The expansion happens only if the call still has
   every speculative target it was given (GCC's inliner drops useless
   ones).  Where the caller was also inlined somewhere, its body is
   shared with the inlined copies and is left as it is, and GCC expands
   each copy's call itself, at once, when it inlines the copy: a dispatch
   there (and in a shared body) is finished after GCC's expansion, by a
   GIMPLE pass at the start of the optimizations after IPA
   (dispatch-copies.h), which makes the last resort a direct call where
   GCC's compares leave it one target.  */

#ifndef TIGDEVIRT_SPECULATION_EXPAND_H
#define TIGDEVIRT_SPECULATION_EXPAND_H

#include "gcc-compat.h"

namespace tigdevirt {

/* Call E (an indirect edge) now has GUARDS guarded speculative targets
   (GCC's own included) and, with speculative id UNGUARDED_ID, the last
   target of its complete list, UNGUARDED, which needs no guard.  */
void plan_dispatch (cgraph_edge *e, unsigned guards, unsigned unguarded_id,
		    cgraph_node *unguarded);

/* Guard speculative target ID of call E by comparing the vptr with the
   address point at AP_OFFSET bytes into VTABLE; the call loads its slot
   SLOT_OFFSET bytes after the address point.  */
void plan_vptr_guard (cgraph_edge *e, unsigned id, tree vtable,
		      HOST_WIDE_INT ap_offset, HOST_WIDE_INT slot_offset);

/* Pass hooks: WPA writes the plans of each partition, LTRANS reads them;
   the function transform expands the calls of one function.  */
void write_expansion_plans ();
void read_expansion_plans ();
unsigned int expand_planned_calls (cgraph_node *node);

/* Counts for the statistics of this process (LTRANS counts its own).  */
struct expansion_counts
{
  unsigned dispatched = 0;	/* Calls left without an indirect call.  */
  unsigned dispatched_in_copies = 0;	/* The same, after GCC's expansion
					   (dispatch-copies.h).  */
  unsigned own_compares = 0;	/* Of those, where GCC had dropped the
				   guards of two targets: one compare of
				   ours.  */
  unsigned vptr_guards = 0;	/* Guards comparing the vptr.  */
  unsigned kept_fallback = 0;	/* Plans given up, and why.  */
  unsigned kept_fnptr = 0;
  unsigned shared_body = 0;
  unsigned reordered = 0;	/* Calls whose guards were put in order.  */
};
const expansion_counts &expansion_statistics ();

} // namespace tigdevirt

#endif
