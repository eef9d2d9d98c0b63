/* field-escapes.h - whether code outside the link can reach the objects
   a private pointer field holds.

   A field's proof (field-types.h) names the classes its objects were
   built as.  By default that holds across calls only where no code can
   build another object in their storage (placement-census.h), and code
   outside the link may build one wherever it reaches an object.  An
   object it never reaches keeps its class until the program deletes it:
   so where every pointer to the field's objects stays in functions the
   link sees, and none of those builds an object in the storage, the
   proof holds across calls by default, as in whole-program mode.

   A pointer to such an object comes from one of two places: the
   new-expression (a replaceable operator new: fresh storage) whose
   result a store puts in the field, or a load of the field.  A field
   stored with a factory's result is not followed.  Each use of such a pointer, and of the pointers computed
   from it (copies, conversions, base adjustments, PHIs), is one of:
   reading or writing the object's members (no write of a vptr outside
   constructors and destructors); a comparison; the object of a virtual
   call (the callee is a method of the object's class); operator delete;
   a store back into the field; the object (`this') of a direct call to
   a member function of a polymorphic class, which must then keep it the
   same way (one of another class is not walked: passing the pointer to
   it escapes).  Anything
   else (returned, stored elsewhere, passed to another function or as
   another argument, converted to an integer) lets it escape.  A pointer
   to a member object that is not a base is not followed: building an
   object in a member's storage does not change the enclosing object's
   class.

   Compile time (field-escape-walk.cc: a GIMPLE pass right after "ssa",
   before any inlining, so that each function's own code is seen): every
   load and store of the fields the front end saw named, and, for each
   member function of a polymorphic class, whether it keeps its `this'
   so (and which member functions it passes it to).  The front end lists
   the functions that name each field (field-escape-records.cc, from
   front-end-walk.h's walk); one never compiled in the link (an inline
   member used only by code outside it) is not seen, and then the field
   is not contained.  The records reach the link in their own section
   (field-escape-section.cc).

   At the link a field is contained when every function that names it
   was seen by some unit, no unit saw a pointer escape, and the methods
   the objects can reach are all defined in the link, not interposable,
   and keep their `this': the methods in the vtables of each stored class
   and of its bases (virtual calls during construction and destruction
   reach the bases'), those the uses call directly, and the ones these
   call in turn (field-containment.cc).  Classes with virtual bases, and
   thunks, are not handled (no proof), nor is a link with an object
   compiled without the plugin.

   Not considered, as in field-types.h: the object's bytes written
   through a pointer cast to another type.  */

#ifndef TIGDEVIRT_FIELD_ESCAPES_H
#define TIGDEVIRT_FIELD_ESCAPES_H

#include "gcc-compat.h"
#include "field-types.h"

namespace tigdevirt {

class type_graph;

/* The front end: FNDECL's body holds node T (front-end-walk.h).  */
void note_field_mention (field_records &fields, tree t, tree fndecl);

/* The GIMPLE pass recording into FIELDS, and where it goes (after this
   pass of GCC's).  */
opt_pass *make_field_escape_pass (gcc::context *ctxt, field_records &fields);
extern const char *const field_escape_after;

/* Compile time -> link (field-escape-section.cc).  */
void write_field_escapes (const field_records &fields);
void read_field_escapes (field_records &fields);
/* At the link: how many of the units' field records were kept, and
   how many read past (fields no query can ask about).  */
void field_escape_records_read (const field_records &fields,
				unsigned &kept, unsigned &read_past);
/* At the link (or in a compile without -flto): null when no code outside
   it can reach an object the field at POS bits of RECORD (this unit's
   class) or of the class named ODR holds, FACT being the field's proof;
   else why it may.  */
const char *field_escape (field_records &fields, tree record,
			  const std::string &odr, HOST_WIDE_INT pos,
			  const field_fact &fact, type_graph &g);

} // namespace tigdevirt

#endif
