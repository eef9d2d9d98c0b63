/* compat/front-end.h - what the plugin reads of the C++ front end's own
   trees.  Their layouts are private to cc1plus (cp/cp-tree.h) and change
   between versions (GCC 15 began ptrmem_cst with tree_typed instead of
   tree_common, moving `member' 8 bytes), so front-end.cc reads them
   through cp-tree.h's own accessors, compiled against the headers of the
   GCC being built for; no layout is copied here.  */

#ifndef TIGDEVIRT_COMPAT_FRONT_END_H
#define TIGDEVIRT_COMPAT_FRONT_END_H

/* The member of the pointer-to-member constant T (a PTRMEM_CST, C++ front
   end only): a FIELD_DECL or FUNCTION_DECL.  */
tree ptrmem_cst_member (tree t);

/* The functions whose code may name class C's private members, for
   field-stores.cc: C's member functions and friend functions that can
   have a body written by the user (not clones, not implicitly declared,
   defaulted or deleted ones), appended to FNS.  False when something
   else may: a friend class, a member or friend template, a nested
   class (its members have C's access).  */
bool class_private_accessors (tree c, std::vector<tree> &fns);

/* Can only this unit's code name the members of class C, whatever
   their access: C is in an anonymous namespace (or nested in a class
   that is; not local to a function, whose inline copies other units
   compile too), and not an aggregate (an aggregate can also be
   initialized in a template argument, code the walk does not see; any
   other class's fields are initialized by its constructors).  */
bool unit_local_class_p (tree c);

/* The constructor an AGGR_INIT_EXPR T calls (the front end's
   initialization of an object by a constructor), or null when T is not
   one.  */
tree aggr_init_constructor (tree t);

/* The parts of the AGGR_INIT_EXPR T: the object it initializes (its
   slot), and the arguments of its call (for a constructor, after the
   object's address, which the slot stands for), into ARGS; false when T
   is not one.  */
bool aggr_init_parts (tree t, tree *slot, std::vector<tree> &args);

/* Is FN a coroutine?  Its body is then moved by the front end into two
   functions of its own making, the actor (the user's statements, as a
   state machine) and the destroyer, compiled without the
   pre-genericize callback: into HELPERS (null where not made).  */
bool coroutine_helpers (tree fn, tree helpers[2]);

/* Has a coroutine's body been split into its helpers when the
   pre-genericize callback runs (GCC 14 and before), or is it still in
   the function (GCC 15 and later)?  */
bool coroutine_split_before_walk ();

/* The shapes of the front end's expressions every finder of the walk
   (front-end-walk.h) reads through, and what the walk missed.  */

namespace tigdevirt {

/* E through the front end's conversions and saved expressions: the
   expression whose value it is (for the finders).  */
tree strip_conversions (tree e);

/* E through the null test the front end writes around a base adjustment
   (P ? P + off : 0): its first arm, each arm through STRIP; E itself
   when it is no conditional; null for another conditional (a choice
   between two values, whose first arm says nothing of the second).  */
tree through_null_test (tree e, tree (*strip) (tree));

/* R through the front end's base adjustment &P->Base.Base2 (the bases'
   artificial fields), adding their position to *BITS: the reference
   they are fields of, or null when a field on the way is not a base's.  */
tree through_base_fields (tree r, HOST_WIDE_INT *bits);

/* Why some code of this unit was not walked (a coroutine whose body was
   neither the user's nor in its actor when walked: no GCC the plugin
   supports does that, but the order is the front end's), or null.  The
   facts that need every body then hold nothing for this unit, as for an
   object compiled without the plugin: no pointer field is closed here
   (field-stores.cc), and the member pointers and the placement census
   are incomplete (their sections are not written).  */
const char *front_end_walk_gap ();

/* The walk: WHY some code went unwalked (the first reason stays).  */
void note_front_end_walk_gap (const std::string &why);

} // namespace tigdevirt

#endif
