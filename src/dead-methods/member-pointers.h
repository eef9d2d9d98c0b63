/* member-pointers.h - which vtable slots pointers to member functions reach.

   A pointer to a virtual member function holds no reference to the method:
   the Itanium ABI stores its vtable offset (index * entry size + 1), and
   the call through it loads the slot from the object's vptr without any
   polymorphic call edge.  So the call graph cannot see which methods such
   calls reach; dead-method removal (dead-methods.h) must keep those slots.

   The constants exist only in the front end (PTRMEM_CST): the middle end
   lowers them to integers and may fold a call through a constant into a
   plain load from the vtable.  The plugin, loaded into cc1plus, records
   every pointer-to-virtual-member constant of function bodies
   (PLUGIN_PRE_GENERICIZE) and of variables' initializers
   (PLUGIN_FINISH_DECL; both walked by front-end-walk.cc) as (class, slot
   index), and writes them into the
   LTO object (section ".gnu.lto_tigdevirt_facts"), whose presence also
   tells the link that the object was compiled with the plugin.  */

#ifndef TIGDEVIRT_MEMBER_POINTERS_H
#define TIGDEVIRT_MEMBER_POINTERS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* One pointer-to-virtual-member constant.  */
struct member_pointer_fact
{
  /* The assembler name of the vtable of the class that declares the
     method ("_ZTV1B"); "" when the class is local to its unit (anonymous
     namespace, function-local), whose vtable name is not unique in the
     link: such a fact then applies to every class.  */
  std::string vtable;
  HOST_WIDE_INT index;	/* DECL_VINDEX: the slot at the address point.  */
};

/* The front end (cc1plus), for each node of a body or an initializer
   (front-end-walk.h): record T if it is a pointer-to-virtual-member
   constant.  */
void note_member_pointer (tree t);

/* Compile time: write this unit's facts (always, also when there are none:
   the section marks the object as compiled with the plugin).  */
void write_member_pointer_facts ();

/* Link time: read every object's facts.  */
void read_member_pointer_facts ();

/* Every fact of the program: at link time, read from the objects; in a
   compilation without LTO, this unit's.  */
const std::vector<member_pointer_fact> &member_pointer_facts ();

/* Null if every object of the link carried facts (or this is a
   compilation without LTO); else why not, naming an object compiled
   without the plugin.  */
const char *member_pointer_facts_incomplete ();

} // namespace tigdevirt

#endif
