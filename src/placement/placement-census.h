/* placement-census.h - which classes the program builds in reused storage.

   The C++ object-lifetime rule (allocation-types.h) lets a type proved
   at a new-expression hold across calls to unknown code.  A program that
   breaks the rule (reuses storage for an object of another type and
   reaches it through an old pointer, without std::launder) can only do so
   by constructing an object into storage that is not fresh: placement
   new, std::construct_at, an allocator's construct (containers,
   make_shared), a memory pool.  GCC stays sound for such programs by never
   applying the rule; tigdevirt applies it by default only to calls on
   classes none of which is ever built that way (strict-vtable-pointers=1
   applies it everywhere, as Clang's flag does).

   The census is taken at compile time, after early inlining: every
   constructor call, every inlined constructor's vptr store and every
   return-slot call whose object is not in fresh storage (a declared
   object, a new-expression's replaceable allocation, the constructed
   object's own `this' inside a constructor, or a part of any of these)
   counts its class and every polymorphic class inside it as built in
   place.  Each object file carries its list; an object without it
   (compiled without the plugin) makes the census incomplete.  A class
   whose constructors code outside the link can call (an open hierarchy:
   poly_type::constructions_known) counts as built in place too.

   A program reaches an object built in reused storage through the
   pointer placement new returned or through std::launder.  GCC folds a
   launder of a constant address away in the front end, and the pointer
   placement new returned is, in GIMPLE, the storage's own address: after
   that no pass can tell the old pointer from the laundered one.  So the
   front end notes every launder's pointee class (PLUGIN_PRE_GENERICIZE,
   before the folding: front-end-walk.cc), and the rule is not applied to
   their hierarchies, not even with strict-vtable-pointers=1.  */

#ifndef TIGDEVIRT_PLACEMENT_CENSUS_H
#define TIGDEVIRT_PLACEMENT_CENSUS_H

#include "type-graph.h"

namespace tigdevirt {

/* Compile time, in the current function: is pointer OP (reference REF)
   into fresh storage, a declared object of class type, a
   new-expression's replaceable allocation, the object a constructor or
   destructor works on (its `this'), or a part of one of these?  With
   OWN_ONLY, a declared object must be the function's own (automatic,
   a parameter or its result), not a variable others can reach.  */
bool fresh_pointer_p (tree op, bool own_only = false);
bool fresh_object_p (tree ref, bool own_only = false);

/* Compile time: every function with a body.  */
void take_placement_census ();
/* The front end (cc1plus), for each node of a body (front-end-walk.h):
   note the class T launders, if it is a launder.  */
void note_launder (tree t);
void write_placement_census ();
/* Link time.  */
void read_placement_census ();

/* Null if no class that derives from OTR (OTR included) can be built in
   reused storage, so the C++ object-lifetime rule holds for objects
   reached through OTR by default; else why not.  Needs the closure
   (constructions_known) computed; walks OTR's derived classes, so
   callers keep the answer per class.  */
const char *built_in_place (poly_type *otr, const type_graph &g);

/* Null if no class of OTR's hierarchy (its bases and everything derived
   from OTR or them) is laundered; else why the rule does not apply even
   with strict-vtable-pointers=1.  */
const char *laundered_family (poly_type *otr, const type_graph &g);

/* How many classes the census counted as built in place (its own list,
   before open hierarchies), and whether it is incomplete.  */
unsigned census_size ();
/* Did the program launder a pointer to any class?  */
bool any_laundered ();
const char *census_incomplete ();

/* From a PLUGIN_GGC_MARKING callback: the classes the census holds are
   kept alive (compat/gc-marking.h): a std::launder in code GCC drops
   leaves its class with the census alone until it is written.  */
void keep_census_trees ();

} // namespace tigdevirt

#endif
