/* field-state.h - what the files of field-types.h and field-escapes.h
   share: the tables of one run (field::tables, held by field_records,
   which the plugin makes per process and hands to the front end's walk,
   the passes and the proofs): the records of one compile
   (field-stores.cc, field-unique-ptr.cc, and the escape walk's of
   field-escape-state.h) and of one link (field-section.cc,
   field-escape-section.cc).  Internal to type-flow/; the rest of the
   plugin uses field-types.h and field-escapes.h.  */

#ifndef TIGDEVIRT_FIELD_STATE_H
#define TIGDEVIRT_FIELD_STATE_H

#include "field-types.h"
#include "field-escape-state.h"

namespace tigdevirt {

class section_writer;
class section_reader;

namespace field {

/* Why a unit does not prove a field: written to the section by index
   (field-section.cc), said in the dump by refusal_text.  */
enum class refusal : unsigned char
{
  address_taken,
  incremented,
  not_new,
  bad_factory,
  no_link_name,
  too_many,
  not_shown,
  bound,
  bit_cast,
  owner_returned,
  not_function,
  too_many_functions,
  other_function_type
};
const unsigned nrefusals = unsigned (refusal::other_function_type) + 1;
const char *refusal_text (refusal r);

/* What this unit's front end saw of one pointer field (its FIELD_DECL):
   the classes its stores store and the factories whose results they
   store, or why not proved (REFUSED, WHY: a store not proved, an address
   taken); CLOSED once close_field_records found every function that may
   name it defined here.  */
struct unit_record
{
  bool refused = false;
  refusal why = refusal::not_shown;
  std::vector<std::pair<tree, HOST_WIDE_INT>> classes;
  std::vector<tree> factories;
  bool closed = false;
  /* Protected: the classes derived from its own may store to it too
     (proved at the link only when each is closed by some unit).  */
  bool is_protected = false;
  /* Its class is local to this unit (unit_local_class_p): whatever its
     access, only this unit's code names it.  */
  bool unit_local = false;
  /* "C::f", named while the front end's names are there (after
     free_lang_data a class without a vtable is "<anon>").  */
  std::string name;
  /* A std::unique_ptr field (field-unique-ptr.cc), named in this unit:
     its stores are the calls on it, its loads read the pointer it
     holds.  */
  bool owning = false;
  /* Its pointee is a polymorphic class (known in the front end: after
     free_lang_data the field points to an incomplete copy).  */
  bool polymorphic = false;
  /* A field of function-pointer type (function_pointer_field_p): its
     stores store FUNCTIONS (their addresses), null, or the same field
     of another object; CLASSES and FACTORIES stay empty.  */
  bool function_field = false;
  std::vector<tree> functions;
};

/* Which of the functions that may name a class's private members
   (class_private_accessors, in the class's order) a unit walked, and a
   hash of that list (field-cover.cc).  */
struct accessor_cover
{
  uint64_t hash = 0;
  std::vector<bool> walked;
  /* Compile time: some function walked here is not inline (its one
     definition is here).  A unit that walked inline ones only writes no
     cover: the units defining the others usually walk them too.  */
  bool defines = false;
  bool complete () const;
};

/* The link's join of the units' covers of one class: CONFLICT when two
   units' lists differ.  */
struct link_cover
{
  accessor_cover cover;
  bool conflict = false;
};

/* The link's join over every unit's records of one field (class ODR
   name, position in bits): proved when some unit closed it (or the
   units together, field-cover.cc), no unit saw a
   reason against it, and its stores store at most max_type_set
   classes.  */
struct link_record
{
  std::string name;
  bool closed = false;
  /* Private or protected, in a class other units may define members
     of: closed when the units' covers of its class are complete.  */
  bool closable = false;
  bool is_protected = false;
  /* "private", "protected" or "public" (a field of a class local to the
     unit that wrote it), for the dump.  */
  const char *access = "private";
  const char *why = nullptr;
  field_fact fact;
  /* A function-pointer field: the functions its stores store.  */
  bool function_field = false;
  std::vector<stored_function> functions;
};

/* The pointer fields' records of one run.  */
struct tables
{
  /* Compile time: this unit's records, by field.  */
  std::map<tree, unit_record> unit_fields;
  /* The functions whose bodies this unit's front end walked.  */
  std::set<tree> walked;
  /* The classes this unit defines members of that derive from a class
     with a protected pointer field, and whether this unit defines every
     function that may name their members (closed_here).  */
  std::vector<std::pair<tree, bool>> unit_derived;
  /* The front end's nodes already seen as a std::unique_ptr field's
     call or its object (field-unique-ptr.cc), in the body being walked:
     emptied after each walk (note_field_walk_end), since a node the
     front end drops may be freed and its memory become a later body's
     node.  */
  std::set<tree> seen_with_call;
  /* The classes of this unit's private and protected pointer fields,
     and those derived from a class with a protected one, that this unit
     does not close but defines some of the functions of: which
     (field-cover.cc).  */
  std::map<tree, accessor_cover> unit_covers;
  /* This unit's fields' facts, by (class, position), once asked for (a
     compile without -flto): the classes, or why none.  */
  std::map<std::pair<tree, HOST_WIDE_INT>, std::pair<field_fact, const char *>>
    unit_facts;

  /* This unit's function-pointer fields' functions, as queried.  */
  std::map<tree, std::vector<stored_function>> unit_functions;

  /* The link: the join of every unit's records, by (class, position).  */
  std::map<std::pair<std::string, HOST_WIDE_INT>, link_record> link_fields;
  /* The ODR names of the classes some unit closes among those derived
     from a class with a protected pointer field.  */
  std::set<std::string> link_closed_derived;
  /* The units' covers joined, by the class's ODR name.  */
  std::map<std::string, link_cover> link_covers;
  /* Some unit's pointer-field data were malformed: no field is proved
     (that unit's refusals are unknown).  */
  bool malformed = false;

  /* Where the fields' objects may go (field-escapes.h).  */
  escapes::tables escapes;
};

/* field-cover.cc.  The cover of class C in this unit, into COVER; false
   when the functions that may name its private members cannot be listed
   (class_private_accessors).  */
bool unit_accessor_cover (const tables &tab, tree c, accessor_cover &cover);
/* Compile time -> link: the unit's covers (after the derived classes'
   names in the fields' section), read into COVERS (false: malformed).  */
void write_class_covers (const tables &tab, section_writer &out);
bool read_class_covers (section_reader &in,
			std::vector<std::pair<std::string, accessor_cover>>
			  &covers);
/* At the link: join one unit's cover of the class named ODR; once every
   unit's is joined, close the fields and derived classes whose classes
   the units cover together.  */
void join_class_cover (tables &tab, const std::string &odr,
		       const accessor_cover &cover);
void close_by_covers (tables &tab);

/* field-stores.cc, for field-unique-ptr.cc: F is not proved, for WHY;
   a store to F of VALUE (within SCOPE, the whole stored expression), a
   pointer to POINTEE.  */
void refuse (tables &tab, tree f, refusal why);
void note_store (tables &tab, tree f, tree value, tree scope, tree pointee);

/* The class field F points to: its pointee, or what the std::unique_ptr
   it is holds.  */
tree held_class (tree f);

/* E's value: through conversions, saved expressions and chains of
   expressions (whose value is their last one).  */
tree value_of (tree e);

/* field-function-stores.cc.  The function-pointer field of a class REF
   names (a COMPONENT_REF), or null; either kind of field these records
   are about, that REF names, or null; is F such a field?  */
tree function_field (tree ref);
tree recorded_field (tree ref);
bool recorded_field_p (tree f);
/* The front end: a store of VALUE to function-pointer field F.  */
void note_function_store (tables &tab, tree f, tree value);

/* field-unique-ptr.cc.  The class a std::unique_ptr<T, D> of type TYPE
   holds (T), when its pointer is a T * at its start; else null.  */
tree unique_ptr_class (tree type);
/* Is F a field of a class, of such a std::unique_ptr type?  */
bool unique_ptr_field_p (tree f);
/* The front end: what node T does to a std::unique_ptr field; F is
   initialized from the std::unique_ptr expression SOURCE.  */
void note_unique_ptr_access (tables &tab, tree t);
void note_unique_ptr_source (tables &tab, tree f, tree source);
/* Compile time, GIMPLE: is REF a load of the pointer a std::unique_ptr
   field named in this unit holds?  The field.  */
tree unique_ptr_field_load (const tables &tab, tree ref);

/* "C::f" for this unit's field F (its record's name once made).  */
std::string unit_field_name (const tables &tab, tree f);

/* Add S (a class at an offset, or a factory) to FACT, unless there;
   false when it would hold more than max_type_set entries.  */
bool add_class (field_fact &fact, const field_fact::stored &s);

} // namespace field
} // namespace tigdevirt

#endif
