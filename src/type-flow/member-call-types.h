/* member-call-types.h - the class the source states for the object of a
   member call.

   Calling a non-static member function of class X on an object that is
   not an X (or of a class derived from X) is undefined
   ([class.mfct.non-static]), so at `d->caller (x)' with `const D *d' the
   object is a D or derived, and exactly a D when D is final.  The front
   end knows the object expression's type; GIMPLE loses it (the argument
   becomes `const Base *', and pointer types mean nothing there).  So the
   front-end walk (front-end-walk.h) records, per function, each direct
   call to a member function (constructors and destructors aside) whose
   object expression has a final class derived from the callee's, and,
   for the calls made on `this' itself, that they are: virtual calls
   (`f (x)' in Base::caller) and member calls (a helper's, whose own
   calls on `this' then reach the same object).

   After early inlining, a polymorphic call inlined from Base::caller at
   that call site, made on Base::caller's `this', has a D for its object:
   the inlined blocks name the function each statement came from and the
   call site it was inlined at, and the statement's location names the
   source call.  Inside a method other than a constructor or destructor,
   `this' keeps its type (GCC's own rule: param_type_may_change_p), so
   the proof holds in default mode, whatever code outside the link does.
   A call left out of line gets the same fact for its `this' argument,
   which param-types.h joins over the callers: as a proof when the class
   is final, else in GCC's jump-function context of the argument.

   A non-final D narrows the call's context to "D or derived"
   (narrow_stated_contexts): GCC's own polymorphic context of the edge,
   combined with it, so that GCC's passes and the plugin's alike see the
   fewer targets.  */

#ifndef TIGDEVIRT_MEMBER_CALL_TYPES_H
#define TIGDEVIRT_MEMBER_CALL_TYPES_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The front end, for each node T of FNDECL's body (front-end-walk.h).  */
void note_member_call (tree t, tree fndecl);

/* Compile time, GIMPLE after early inlining: the class TYPE the source
   states for the object of the polymorphic call STMT of the current
   function, with the call's subobject at OFFSET bits in it; EXACT when
   TYPE is final (the object is a TYPE), else a TYPE or derived.  */
bool stated_call_object (gcall *stmt, tree *type, HOST_WIDE_INT *offset,
			 bool *exact);

/* The final class stated for argument 0 (`this') of the direct call
   STMT.  */
bool stated_this_argument (gcall *stmt, tree *type, HOST_WIDE_INT *offset);
/* The class stated for it, final (EXACT) or not.  */
bool stated_this_class (gcall *stmt, tree *type, HOST_WIDE_INT *offset,
			bool *exact);

/* Narrow *CTX by STATED, as for a call through OTR_TYPE (null: an
   argument); whether it changed.  A contradiction with what GCC knows
   (undefined behaviour, or a fact read wrong) is never a reason to make
   anything unreachable: CTX is left as it was.  Also used at the link,
   for what the callers' arguments state (call-context.cc).  */
bool narrow_by (ipa_polymorphic_call_context *ctx,
		const ipa_polymorphic_call_context &stated, tree otr_type);

/* Compile time: narrow the context GCC keeps on each polymorphic call
   edge of the unit, and GCC's context of the `this' argument of each
   member call left out of line, to the non-final class stated for the
   object; how many changed (for arguments: how many are stated).
   GCC's ipa-prop recomputes the contexts in its own summary, after the
   plugin's generate_summary: so this runs when the summaries are
   written (before ipa-prop streams the contexts) and, in a compile
   without -flto, when the analysis runs.  */
unsigned narrow_stated_contexts ();
/* The same for NODE alone (cfun its body).  */
unsigned narrow_stated_contexts (cgraph_node *node);

/* From a PLUGIN_GGC_MARKING callback: the classes the calls state are
   kept alive (compat/gc-marking.h) until the facts are used.  */
void keep_member_call_trees ();

} // namespace tigdevirt

#endif
