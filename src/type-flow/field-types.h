/* field-types.h - the classes a private pointer field (or any pointer
   field of a class local to its unit) can hold.

   A private field is written only by code with access to it: the
   class's member functions, its friends, and what is written inside
   them (lambdas, local classes).  When a unit defines every one of
   those functions (none defined elsewhere, no friend class, no member
   or friend template, no nested class), the front end of that unit sees
   every statement that can name the field: every store to it, and every
   place its address is taken.  If the address is never taken and every
   store stores a new-expression's object, what a public function returns
   (a factory: the link resolves what its returns prove), a null pointer
   or the same field of another object, the field holds objects of the
   classes those new-expressions made and nothing else, whatever code
   outside the link does: it cannot name the field.  (Not considered:
   writing the field through a pointer to the whole object cast to
   another type, or bytes copied in from elsewhere; the C++ rules leave
   both to the implementation or undefined, as with `#define private
   public' in a unit the plugin does not see.)

   A class local to its unit (in an anonymous namespace, and not an
   aggregate: compat/front-end.h) can be named by no other unit's code,
   so whatever a field's access, that unit's front end sees every store
   to it: every such field is closed by its unit.

   std::bit_cast<E> (raw) makes an E whose fields hold RAW's bytes,
   stored without naming them: every pointer field in E is refused.

   A protected field is also named by the members and friends of the
   classes derived from its class: it is proved at the link only when
   each of those is closed by some unit (field-section.cc lists them) and
   no class outside the link may derive from its class.  A pointer to
   the field as a data member (`&C::s') counts as its address taken,
   and so does a structured binding to it (`auto &[p] = *this'): stores
   through either name no field.

   The facts are made in the front end (front-end-walk.h: every body;
   close_field_records when the front end is done, before free_lang_data
   drops the class's member list), streamed to the link keyed by the
   class's ODR name and the field's position, and joined there: a field
   is proved when some unit found its class closed, and no unit (closed
   or not) saw a store it could not prove or an address taken; a class
   whose functions are defined across units is closed when the units
   together walked every one of them (field-cover.cc).

   The proof is used for a polymorphic call on a pointer just loaded from
   the field (allocation-types.h, proof kind `field'); anything may run
   between the store and the load, so it holds across calls only by the
   C++ object-lifetime rule (the placement census decides, as for a
   global variable).  */

#ifndef TIGDEVIRT_FIELD_TYPES_H
#define TIGDEVIRT_FIELD_TYPES_H

#include "gcc-compat.h"
#include "run-tables.h"

namespace tigdevirt {

/* What every store to one pointer field stores: each class and where
   the field's pointee sits in it (bits), or a factory's result.  In the
   unit that recorded it TYPE is the class; after streaming, ODR is its
   name.  A factory's result (the field's pointee is the pointer it
   returns) has FACTORY, a public function, in the unit, and its
   assembler name in FACTORY_NAME after streaming; the link resolves it
   as it does a factory call's (allocation-resolve.cc).  */
struct field_fact
{
  struct stored
  {
    tree type = NULL_TREE;
    std::string odr;
    HOST_WIDE_INT offset = 0;
    tree factory = NULL_TREE;
    std::string factory_name;
    bool is_factory () const { return factory || !factory_name.empty (); }
  };
  std::vector<stored> classes;
  /* A protected field (at the link only): the classes derived from its
     class may store to it too; resolve_field checks that each is closed
     (closed_derived_at_link) and that the link sees every one.  */
  bool is_protected = false;
};

/* The pointer fields' records of one run (one compile or link): what
   the front end saw, the escape walk's records (field-escapes.h), and
   at the link every unit's joined.  The plugin makes it per process and
   hands it to the front end's walk (user data), the passes and the
   proofs that read it (allocation-types.h, through type_facts).  */
namespace field { struct tables; }
typedef run_tables<field::tables> field_records;
extern template class run_tables<field::tables>;

/* Does field F have a fixed bit position yet?  In the front end a
   field of a class not yet laid out (a lambda's closure in a template
   being instantiated) has no offset at all: bit_position would read a
   null tree.  */
bool fixed_position_p (tree f);

/* Is F a field of a class, of pointer-to-class type (the fields these
   facts and the escape records of field-escapes.h are about)?  */
bool class_pointer_field_p (tree f);

/* Is F a field of a class, of pointer-to-function type (not a bit
   field)?  By its type alone: in the front end a lambda's body names its
   captures before the closure is laid out (fixed_position_p).  Such a
   field is closed as a pointer field is, and its stores must store known
   functions' addresses: the functions a call through it can reach
   (calls/field-pointer-proof.h).  */
bool function_pointer_field_p (tree f);

/* Compile time: may function-pointer field F be proved at the link (or
   in this compile)?  Private or protected, or of a class local to the
   unit, and not refused by this unit's records.  A function calling
   through it is kept from ICF (keep_apart_from_icf): the proof holds for
   this field, and ICF compares bodies, not the fields they load.  */
bool function_field_may_prove (const field_records &fields, tree f);

/* A function a function-pointer field's store stores: in the unit that
   recorded it DECL; after streaming a public one's assembler name
   (NAME), or a unit-local one's symbol order (ORDER, -1 for none).  */
struct stored_function
{
  tree decl = NULL_TREE;
  std::string name;
  int order = -1;
};

/* The functions every store to the function-pointer field at POS bits
   of RECORD (this unit's class, at compile time) or of the class named
   ODR (at the link) stores, when the field is proved (closed, its
   address never taken, every store of a known function, null or the
   same field of another object); null otherwise, WHY then set to the
   reason.  *IS_PROTECTED says whether classes derived from its class
   may store to it (the caller checks they are closed:
   closed_derived_at_link).  */
const std::vector<stored_function> *
function_field_targets (field_records &fields, tree record,
			const std::string &odr, HOST_WIDE_INT pos,
			bool *is_protected, const char **why);

/* The front end (cc1plus): FNDECL's body is being walked; T is one of
   its nodes (or of an initializer, FNDECL null).  */
void note_field_body (field_records &fields, tree fndecl);
void note_field_access (field_records &fields, tree t);
/* A walk of a body or an initializer has ended: what it remembered of
   the front end's nodes goes (a node may be freed and its memory reused
   by a later body's).  */
void note_field_walk_end (field_records &fields);

/* From a PLUGIN_GGC_MARKING callback: every tree FIELDS holds is kept
   alive (field-gc.cc).  */
void keep_field_trees (const field_records &fields);

/* The front end is done (PLUGIN_ALL_IPA_PASSES_START; USER_DATA is the
   field_records): which classes this unit closes, and so which fields
   it proves.  */
void close_field_records (void *, void *user_data);

/* Compile time, GIMPLE: is REF a load of a private or protected
   pointer field of class type (or a public one of a class local to the
   unit)?  Its class and position (bits).  */
bool loaded_field (const field_records &fields, tree ref, tree *record,
		   HOST_WIDE_INT *pos);

/* The fact for the field at POS bits of RECORD (this unit's class, at
   compile time) or of the class named ODR (at the link); null when the
   field is not proved.  WHY, if given, is set to the reason then.  */
const field_fact *field_fact_for (field_records &fields, tree record,
				  const std::string &odr, HOST_WIDE_INT pos,
				  const char **why = nullptr);

/* The field for the dump and remarks: its access and name ("private
   field Engine::s").  */
std::string field_label (const field_records &fields, tree record,
			 const std::string &odr, HOST_WIDE_INT pos);

/* At the link, for a protected field of the class named ODR: why the
   classes derived from it may store to it unseen (its class has no
   vtable, so the link does not list them, or some derived class is not
   closed by any unit), or null; *ROOT its class when the link has it.  */
class type_graph;
struct poly_type;
const char *protected_field_open (const field_records &fields,
				  const type_graph &g, const std::string &odr,
				  poly_type **root);

/* At the link: does some unit define every function that may name the
   members of the class named ODR, one derived from a class with a
   protected pointer field?  */
bool closed_derived_at_link (const field_records &fields,
			     const std::string &odr);

/* Compile time -> link (field-section.cc).  */
void write_field_types (const field_records &fields);
void read_field_types (field_records &fields);
/* At the link: how many fields the units' records named (joined).  */
unsigned field_records_joined (const field_records &fields);

} // namespace tigdevirt

#endif
