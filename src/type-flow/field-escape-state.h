/* field-escape-state.h - what the files of field-escapes.h share: at
   compile time this unit's records, made by the front end's mentions
   and the GIMPLE walk (field-escape-records.cc, field-escape-walk.cc);
   the records as the section carries them (field-escape-section.cc);
   at the link the units' records, keyed, which field-containment.cc
   follows.  They are tables of one run (escapes::tables), held in the
   pointer fields' records (field_records, field-state.h) that the
   plugin makes per process and hands down.  Internal to type-flow/; the
   rest of the plugin uses field-escapes.h.  */

#ifndef TIGDEVIRT_FIELD_ESCAPE_STATE_H
#define TIGDEVIRT_FIELD_ESCAPE_STATE_H

#include "field-escapes.h"
#include "name-set.h"

namespace tigdevirt {
namespace escapes {

/* Functions are named in the records by their assembler name, tagged
   with their linkage in the unit that wrote it: "P" public, "L" local.
   Two units' local functions may share a name, so at the link a local
   one's key is its name qualified by the unit (FILE; none without
   -flto); a public one's is its name.  */
std::string tagged_name (tree fndecl);
std::string key_of (const std::string &tagged, const void *file);
/* The key of the function NODE at the link: its unit's local key, if
   that unit recorded it, else its public one.  */
struct tables;
std::string key_of_node (const tables &tab, cgraph_node *node);

/* What the walk found of one member function of a polymorphic class
   (by key): whether it lets its `this' escape, else the member functions
   it passes it to (keys).  Only those that let it escape or pass it on
   are recorded: a unit compiled without the plugin makes the census
   incomplete (placement-census.h), and then no field is contained.  */
struct method_record
{
  bool escapes = false;
  name_set callees;
};

/* What the walks found of one field, keyed as field-section.cc keys it
   (class key, position in bits): where and why a pointer to its objects
   escapes (empty: none seen), the member functions the uses pass one
   to, the functions the front end saw naming it, and those of them a
   GIMPLE walk saw (keys; tagged names in a unit's own records).  */
struct field_record
{
  std::string escapes;
  name_set callees, named_in, seen;
};

typedef std::map<std::pair<std::string, HOST_WIDE_INT>, field_record>
  keyed_fields;

/* The escape records of one run.  */
struct tables
{
  /* Compile time.  The front end's mentions: each field and the
     functions naming it (close_field_mentions turns them into the
     records below).  */
  std::map<tree, std::set<tree>> mentions;
  /* The fields followed in GIMPLE (those the front end saw named, of a
     class pointer type that may be polymorphic) and this unit's record
     of each: keyed by the class's key once it is final, after
     free_lang_data (unit_field_escapes).  */
  std::map<tree, field_record> unit_fields;
  /* For each function (tagged name), the fields it names.  */
  std::map<std::string, std::vector<tree>> named_by;
  /* This unit's records of member functions, by tagged name.  */
  std::map<std::string, method_record> unit_methods;

  /* The link (or a compile without -flto, once published): every
     unit's records, keyed.  */
  keyed_fields fields;
  std::map<std::string, method_record> methods;
  /* A compile without -flto has put its own records in the two above.  */
  bool published = false;
  /* Some unit's section was malformed (no field is contained).  */
  bool malformed = false;
  /* The units' field records kept and read past (read_field_escapes),
     for the dump's statistics.  */
  unsigned records_kept = 0;
  unsigned records_read_past = 0;
  /* Each unit's method records, as read: decoded only once a field
     needs them (load_method_records), as most links have no such field
     and the records are one per method that passes its `this' on.  */
  std::vector<std::pair<lto_file_decl_data *, std::string>> pending;
  /* Some unit's method records were malformed.  */
  bool methods_malformed = false;
  /* field_escape's answers by field, and the texts they point to.  */
  std::map<std::pair<std::string, HOST_WIDE_INT>, const char *> answers;
  std::deque<std::string> reasons;
};

/* At the link: the units' method records into TAB.methods, read but
   left undecoded until a field needs them; false if some were
   malformed.  */
bool load_method_records (tables &tab);

/* Compile time, once the walks are done: this unit's records (tagged
   names) for the section; publish_field_escapes puts them, keyed, into
   TAB.fields and TAB.methods, for a compile without -flto.  FOR_SECTION:
   without the fields of classes nothing of the unit reaches
   (streamed_holder_key: keyed by the unit alone, never asked).  */
void unit_field_escapes (const tables &tab, keyed_fields &fields,
			 std::map<std::string, method_record> &methods,
			 bool for_section = false);
void publish_field_escapes (tables &tab);

/* The front end is done: which fields are followed in GIMPLE.  */
void close_field_mentions (tables &tab);

} // namespace escapes
} // namespace tigdevirt

#endif
