/* allocation-types.h - dynamic types proved from allocation sites.

   A polymorphic call on an object its own function made with a
   new-expression: the object's type is the class the new-expression
   constructed.  GCC 12 knows that only until the first call to other
   code (check_stmt_for_type_change in ipa-polymorphic-call.cc): after it,
   the type is merely likely, since the callee might have reused the
   storage with placement new.  The C++ rules say that such a callee
   cannot change what the old pointer reaches ([basic.life]: an object of
   another type in the same storage is reached only through the pointer
   placement new returned, or through std::launder), so under those rules
   the type holds across calls; Clang applies them with
   -fstrict-vtable-pointers, tigdevirt with strict-vtable-pointers=1.

   The proof needs the function body, so it is made at compile time
   (generate_summary: after early inlining, before the body is streamed)
   and streamed to the link like the call locations, one record per
   indirect call edge.  At the link, call-context.cc narrows a call's
   context with it: always when no call stands between the construction
   and the virtual call (GCC's own rule), and across calls only under the
   C++ rule.

   The object may also come from a function that returns it (a factory):
   a pointer a direct call returned is proved back to that call, and the
   called function's own return value is proved like a call's object.  At
   the link the two are joined through the call graph (resolve_proof), as
   long as the function called is the body we read (not interposable),
   chains of factories included.  The same proofs are made for pointer
   arguments of direct calls, for param-types.h.

   A pointer loaded from a global variable has the class every store to
   the variable stored, when the link sees every store: the variable is
   not visible outside the link, its address is never taken, and every
   function that stores to it was compiled with the plugin, which
   records each store and proves its value like a call's object.  The
   type then holds across whatever ran between the store and the load
   only by the C++ rule.  A pointer loaded from a private field likewise
   has the class every store to the field stored (field-types.h).  */

#ifndef TIGDEVIRT_ALLOCATION_TYPES_H
#define TIGDEVIRT_ALLOCATION_TYPES_H

#include "gcc-compat.h"
#include "type-graph.h"
#include "run-tables.h"
#include "field-types.h"

namespace tigdevirt {

/* What proved a class: a new-expression's object; an element of an
   automatic array of class type (GCC's rule for declared objects); or a
   construction (a constructor call or its inlined vptr stores) found on
   every path back from the call on storage that is not a new-expression's
   (placement new, a constructor's own `this'): like a new-expression's
   object after it, except that the storage may have held another object
   before, which the placement census records.  */
enum class proof_source : unsigned char
{
  new_expression,
  declared_array,
  construction,
  /* The final class a member call's object expression has, for the
     calls on its `this' inside the member function
     (member-call-types.h).  */
  member_call
};

/* The word the dump and the remarks use for SOURCE.  */
const char *proof_source_word (proof_source source);

struct allocation_proof
{
  /* The class the new-expression made: its ODR name, how the link finds
     it in the type graph (empty when it has none unique in the link),
     and, in the unit that proved it, the class itself; then, in bits,
     where the called object sits in it.  */
  std::string odr;
  tree type = NULL_TREE;
  HOST_WIDE_INT offset = 0;
  /* How many calls to other code stand between the construction and the
     virtual call on some path: 0 means GCC's own rule proves the type
     too; otherwise only the C++ object-lifetime rule does.  */
  unsigned calls_crossed = 0;
  /* Or the object is the one the direct call RETURNED_BY (an edge of the
     same function) returned, OFFSET bits past the returned address; ODR
     and TYPE are then unset.  */
  cgraph_edge *returned_by = nullptr;
  /* Where the class comes from when RETURNED_BY is unset.  */
  proof_source source = proof_source::new_expression;
  /* Or the object pointer was loaded from the global variable GLOBAL, a
     pointer: its class is what every store to it stored (resolved at
     the link, allocation-resolve.cc); OFFSET bits past the
     loaded address.  */
  tree global = NULL_TREE;
  /* Or the pointer was loaded from the pointer field at FIELD_POS bits
     (when not negative) of class FIELD_RECORD (in the unit that proved
     it) or of the class named ODR (after streaming): its class is what
     every store to the field stored (field-types.h); OFFSET bits past
     the loaded address.  */
  tree field_record = NULL_TREE;
  HOST_WIDE_INT field_pos = -1;
  /* Or the pointer is one of several (a PHI: a function with several
     returns), each proved by one of these, which must all give the same
     class at the link.  */
  const std::vector<allocation_proof> *any_of = nullptr;
};

/* proved_type::escape of a proof that is not a field's.  */
extern const char *const escape_not_field;

/* At most this many classes make a type set (proved_type::set).  */
const unsigned max_type_set = 4;

/* What a proof gives once factories are followed: one class, or a set
   of them (a factory of two classes, a global stored with either).  */
struct proved_type
{
  poly_type *type = nullptr;
  HOST_WIDE_INT offset = 0;	/* Bits: the proof's location in TYPE.  */
  /* With two or more classes (TYPE then null): each and its offset.  */
  std::vector<std::pair<poly_type *, HOST_WIDE_INT>> set;
  unsigned calls = 0;		/* Calls crossed, in all functions.  */
  bool via_factory = false;	/* Some function returned the object.  */
  bool via_global = false;	/* A global variable held the pointer.  */
  bool via_field = false;	/* A private pointer field held it.  */
  /* Held in memory others load from (a global, a field): why a call on
     it may run while the object is being destroyed, or null
     (destructor_reentry).  */
  const char *reentry = nullptr;
  /* Loaded from a protected field of this class: the stores of every
     class derived from it in the link are known, but the proof holds
     only if no class outside the link derives from it, known once
     hierarchies are closed (apply_lifetime_rule).  */
  poly_type *protected_root = nullptr;
  /* Loaded from a field: null when no code outside the link can reach
     its objects (field-escapes.h), so by default the C++ object-lifetime
     rule holds for them whatever that code builds; else why it may.  */
  const char *escape = escape_not_field;
  proof_source source = proof_source::new_expression;
};

/* Add what R proves to ACC (ANY: ACC holds something already): one
   class, or a set of at most max_type_set.  False when the set would be
   larger.  */
bool join_types (proved_type &acc, bool any, const proved_type &r);

/* The proofs of one compile or link and what the link resolved from
   them (allocation-state.h): made at compile time or read at the link,
   forgotten with the call edges and nodes they name.  The pass owns one
   per run and hands it to what reads it; destroying it stops watching
   the call graph and frees every proof, so that what GCC does next (the
   inliner, streaming to LTRANS) runs without them: the link's peak
   memory comes after the analysis.  */
namespace alloc { struct tables; }
typedef run_tables<alloc::tables> allocation_facts;
extern template class run_tables<alloc::tables>;

/* Prove the types of the polymorphic calls of every function with a body
   in this unit, into F (compile time; also the whole job of a compile
   without -flto), FIELDS saying which loads are of a field with
   records.  */
void prove_allocation_types (allocation_facts &f,
			     const field_records &fields);

/* Compile time -> link, one record per indirect edge.  */
void write_allocation_types (const allocation_facts &f);
void read_allocation_types (allocation_facts &f);

/* The pointer fields (the class's key, the field's position in bits)
   whose objects the proofs F resolved so far found contained
   (field-escapes.h): no call changes their dynamic type, a fact the
   pass hands to type-changes.h for the bodies' passes.  */
const std::set<std::pair<std::string, HOST_WIDE_INT>> &
contained_fields (const allocation_facts &f);

/* F's proof for polymorphic call edge E, or null.  */
const allocation_proof *allocation_proof_for (const allocation_facts &f,
					      cgraph_edge *e);

/* F's proof for pointer argument INDEX of direct call edge E, or null.  */
const allocation_proof *argument_proof_for (const allocation_facts &f,
					    cgraph_edge *e, int index);

/* P's class, following the functions that returned the object: false if
   a function on the way may not be the body we read (interposable, not
   in the unit, noipa) or returns no proved object.  A load of a field
   is resolved by FIELDS' records.  Types are added to G; what is
   resolved is kept in F.  */
bool resolve_proof (allocation_facts &f, field_records &fields,
		    const allocation_proof &p, type_graph &g, proved_type &out);

/* Forget what resolve_proof kept that names a type graph's nodes: the
   graph those answers were resolved against is gone (type-facts.h,
   use_graph).  The proofs themselves stay.  */
void forget_resolutions (allocation_facts &f);

/* From a PLUGIN_GGC_MARKING callback: the classes, variables and fields'
   classes F's proofs name are kept alive (compat/gc-marking.h) from
   their making or reading to the analysis, which GCC's IPA passes run
   between.  */
void keep_allocation_trees (const allocation_facts &f);

/* When P is a load from a global variable or a private field that
   resolve_proof did not resolve: why (for the missed remark), and in
   WHERE what was loaded from ("global variable g", "private field
   C::f"); else null.  */
const char *unresolved_stored (const allocation_facts &f,
			       field_records &fields,
			       const allocation_proof &p, std::string &where);

} // namespace tigdevirt

#endif
