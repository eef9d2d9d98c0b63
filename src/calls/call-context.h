/* call-context.h - the polymorphic call context of a virtual call.

   What we know about the object a virtual call is made on:
     outer      the type of the object, or of an object containing it;
     offset     where, in bits, the called subobject sits in OUTER;
     maybe_in_construction  the object may be under construction or
                destruction, so its vptr may point to a base's vtable;
     maybe_derived_type     its dynamic type may be derived from OUTER.
   A context is computed by GCC at compile time (from the function body) and
   streamed with the call graph; we take it from there and normalize it to
   our own type graph so the target-list walk never sees GCC's types.  */

#ifndef TIGDEVIRT_CALL_CONTEXT_H
#define TIGDEVIRT_CALL_CONTEXT_H

#include "gcc-compat.h"
#include "type-graph.h"
#include "type-facts.h"

namespace tigdevirt {

struct call_context
{
  poly_type *outer = nullptr;
  HOST_WIDE_INT offset = 0;	/* Bits.  */
  bool maybe_in_construction = true;
  bool maybe_derived_type = true;
  /* The call cannot happen (e.g. the offset is outside every possible
     object): it has no targets.  */
  bool invalid = false;

  /* The outer type GCC's context was narrowed to by what every caller
     of the calling function passes for the object's parameter
     (param-types.h: param_context), or null.  */
  poly_type *callers_stated = nullptr;

  /* GCC's guess, not a fact (its "speculative" context, e.g. the type of
     an object it saw constructed on some path): the likely outer type, or
     null.  Only ever used to rank targets, never to decide what is
     possible.  */
  poly_type *likely_outer = nullptr;
  HOST_WIDE_INT likely_offset = 0;	/* Bits.  */
  bool likely_maybe_derived = true;

  /* The exact class of the object, proved by the new-expression that
     made it in the calling function (allocation-types.h) or by every
     caller passing one (param-types.h), and how many calls to other code
     stand between that and the call: with calls, only the C++
     object-lifetime rule proves it.  USED: the context was narrowed to
     it; not used when that rule does not apply.  */
  poly_type *allocated = nullptr;
  HOST_WIDE_INT allocation_offset = 0;	/* Bits, in ALLOCATED.  */
  unsigned allocation_calls = 0;
  bool allocation_used = false;
  /* What proved it: "new" (a new-expression in the calling function),
     "factory" (a function that returned the object made it with a
     new-expression), "array" (an element of a declared array),
     "constructed" (a construction on the path, e.g. placement new),
     "global" (loaded from a global variable: what every store stored),
     "field" (loaded from a private pointer field: likewise) or
     "callers" (every caller of the function passes
     it: param-types.h).  */
  const char *allocation_source = nullptr;
  /* With calls between and strict-vtable-pointers=0: why the rule does
     not hold by default (placement-census.h), or null when it does.  */
  const char *lifetime_blocked = nullptr;
  /* The pointer was loaded from memory (a global, a field) and a
     destructor of its class may load it again while the object is being
     destroyed: why, and then the proof is never a fact
     (destructor_reentry in allocation-types.h).  */
  const char *allocation_reentry = nullptr;
  /* Loaded from a protected field of this class (proved_type's
     protected_root): not a fact unless its derivations are known.  */
  poly_type *allocation_protected_root = nullptr;
  /* Loaded from a field whose objects no code outside the link can
     reach (null), or why it may (proved_type::escape); and whether that
     is what let the object-lifetime rule hold by default.  */
  const char *allocation_escape = nullptr;
  bool lifetime_by_containment = false;
  /* A type set (allocation-types.h: proved_type::set): the classes with
     their offsets (ALLOCATED is the first), and once used, each one's
     exact context (outer class and offset of the called subobject): the
     call's targets are their targets.  */
  struct type_set
  {
    std::vector<std::pair<poly_type *, HOST_WIDE_INT>> classes, exact;
  };
  /* Null for one class: most calls, so a pointer keeps the context
     small (bench/scale large measures the link's peak memory).  */
  type_set *set = nullptr;
  /* The object pointer was loaded from a global variable or a private
     field whose class is not proved: which and why
     (allocation-types.h: unresolved_stored).  */
  const char *stored_where = nullptr;
  const char *stored_unproved = nullptr;

  /* Human-readable form, as in the dump: documented in
     docs/dump-format.md.  */
  std::string str () const;
  /* The proved class's name, or the set's ("A|B").  */
  std::string allocated_name () const;

  /* The context of the guess (likely_outer at likely_offset, outside
     construction); only valid when likely_outer is set.  */
  call_context likely () const;
};

/* The context of polymorphic call edge E calling through OTR_TYPE,
   normalized so that OUTER contains an OTR_TYPE subobject at OFFSET,
   narrowed by the run's type facts FACTS (type-facts.h: the type a
   construction, a factory or every caller proves); with FACTS null,
   GCC's context alone, what its own lists start from.  Types it
   mentions are added to G.  */
call_context context_for_edge (cgraph_edge *e, tree otr_type, type_graph &g,
			       type_facts *facts);

/* Narrow C to the type its proof names across calls (the C++
   object-lifetime rule, which the caller found to hold); false if the
   proof and C disagree.  */
bool narrow_to_allocation (call_context &c, tree otr_type, type_graph &g);

/* Where the object-lifetime rule does not hold, C's proof (one class)
   still says what the object most likely is: only a new object built in
   its storage by the code between would change it.  Make it C's likely
   type, in place of GCC's guess (which ranks targets only); false if the
   proof and C disagree, or the proof is a set.  */
bool likely_from_allocation (call_context &c, tree otr_type, type_graph &g);

} // namespace tigdevirt

#endif
