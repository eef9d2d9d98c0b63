/* call-sites.h - the polymorphic calls of the unit.

   Each indirect call edge that GCC's front end marked polymorphic (an
   OBJ_TYPE_REF: a call through a vtable slot) becomes one call site.  */

#ifndef TIGDEVIRT_CALL_SITES_H
#define TIGDEVIRT_CALL_SITES_H

#include "target-list.h"
#include "field-types.h"

namespace tigdevirt {

struct call_site
{
  unsigned id;			/* Stable position in the dump.  */
  cgraph_edge *edge;
  tree otr_tree;		/* GCC's OTR type.  */
  poly_type *otr_type;
  HOST_WIDE_INT token;
  call_context context;
  /* A call through a function pointer loaded from a field
     (field-pointers.h), not a polymorphic call: the field, for dumps and
     remarks ("Solver::m_fn"); OTR_TREE and OTR_TYPE are null.  */
  std::string field;
  /* Such a call: why its field does not prove the one function it
     calls (field-pointer-proof.h), null when it does or when the
     pointer is not loaded by naming a field.  */
  const char *field_unproved = nullptr;
  bool field_proved = false;

  bool pointer_call () const { return !field.empty (); }

  /* "file:line:col" of the call when its statement is in memory; at WPA
     (no bodies) the caller's location followed by "~stmtN".  Made when
     asked (dumps, logs): a large program has many calls.  */
  std::string location () const;
};

/* Every polymorphic call in a function defined in this unit, in a stable
   order (by caller name, then statement), its context narrowed by the
   run's type facts FACTS.  */
std::vector<call_site> collect_call_sites (type_graph &g, type_facts &facts);

/* Every call through a function pointer loaded from a field the program
   stores known functions in (field-pointers.h), numbered from FIRST_ID,
   in the order of collect_call_sites; LISTS gets each one's possible
   targets, in the same order: the complete list of one function where
   FIELDS prove it (field-pointer-proof.h; G: the classes derived from a
   protected field's).  */
std::vector<call_site> collect_field_pointer_calls
  (unsigned first_id, std::vector<target_list> &lists,
   field_records &fields, const type_graph &g);

/* The count of the whole call of indirect edge E: once GCC made it
   speculative (ipa-profile, from the measured histogram) the indirect edge
   keeps only what its direct edges do not take.  */
profile_count call_count (cgraph_edge *e);

/* GCC's cgraph_edge::maybe_hot_p for the whole call of E, not for the
   rest its indirect edge keeps.  */
bool call_maybe_hot_p (cgraph_edge *e);

} // namespace tigdevirt

#endif
