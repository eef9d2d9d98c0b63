/* target-list.h - the possible targets of a polymorphic call.

   Given the called type (OTR type), the vtable slot (token) and the call
   context, list every method the call can reach.  The list is complete when
   no translation unit outside the one we see can add a target.  */

#ifndef TIGDEVIRT_TARGET_LIST_H
#define TIGDEVIRT_TARGET_LIST_H

#include "call-context.h"

namespace tigdevirt {

struct target_list
{
  std::vector<cgraph_node *> targets;	/* No duplicates, stable order.  */
  /* For each target, how many classes that can have objects of their own
     (not abstract, vtable defined in this unit and used by code that can
     run: reached-vtables.h) reach it through their
     vtable outside construction and destruction.  0 means the target is
     reached only while objects are built or destroyed, or only by classes
     with no objects here: the speculation estimate (docs/speculation.md).  */
  std::vector<unsigned> instances;
  /* For each target, the address point of the last class with objects
     whose slot holds it: when INSTANCES is 1, the only one, so that a
     guard can compare an object's vptr with it (devirt.h).  */
  std::vector<address_point> class_ap;
  bool complete = true;
  /* A __cxa_pure_virtual slot was reached; it is never a target (calling it
     is undefined behaviour), unlike in GCC where it stands in for an
     otherwise empty list.  */
  bool reached_pure_virtual = false;
  /* A call through a function pointer loaded from a field
     (field-pointers.h): the targets are functions stored there, not
     methods, and INSTANCES their stores' weights; OTHER_WEIGHT is the
     stores' of other values (what the incomplete list's unknown part
     weighs, instead of one class).  */
  bool functions = false;
  unsigned other_weight = 0;
};

/* How many classes with objects reach T's targets, plus one for the
   classes outside an incomplete list (OTHER_WEIGHT, if more): what the
   static shares divide (instances[i] / total).  */
unsigned static_weight_total (const target_list &t);

/* GCC_RULES: decide completeness and instances by C++ rules alone, as
   GCC's possible_polymorphic_call_targets does (for verification).  */
target_list possible_targets (const type_graph &g, poly_type *otr_type,
			      HOST_WIDE_INT token, const call_context &ctx,
			      bool gcc_rules = false);

/* Memoized possible_targets: many calls share type, token and context
   (every call of a method through the same interface).  */
class target_cache
{
public:
  explicit target_cache (const type_graph &g) : g (g) {}
  const target_list &get (poly_type *otr_type, HOST_WIDE_INT token,
			  const call_context &ctx, bool gcc_rules = false);
  unsigned hits () const { return n_hits; }

private:
  typedef std::tuple<unsigned, HOST_WIDE_INT, unsigned, HOST_WIDE_INT,
		     bool, bool, bool, bool> key;
  const type_graph &g;
  std::map<key, target_list> lists;
  unsigned n_hits = 0;
};

struct call_site;

/* The target list of call C: its context's (CACHE's), or, for a set of
   classes the program proves (call_context::set), the union of each
   class's lists, made in SCRATCH, where each is complete.  */
const target_list &call_targets (target_cache &cache, const call_site &c,
				 target_list &scratch);

} // namespace tigdevirt

#endif
