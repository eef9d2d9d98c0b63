/* declaration-sites.h - where classes and virtual methods are declared,
   where `final' would go, and whether the user silenced the suggestion.

   Suggestions to declare a class or method `final' (final-suggestions.h)
   point at its declaration inside the class.  At link time GCC knows
   less: a method defined outside its class is located at that definition
   (where `final' cannot be written), only the name's position survives
   (not the declarator, so not where `final' goes), and the state of
   `#pragma GCC diagnostic' is not streamed.  So, when the plugin runs at
   compile time, it records each class definition the parser finishes
   (PLUGIN_FINISH_TYPE: classes and class templates that are polymorphic
   or have bases) with its direct bases and its virtual methods (for a
   template, every method: which ones are virtual may depend on the
   arguments):
     - the position of the name;
     - the character `final' goes after (final-fixit.h), if found;
     - whether -Wsuggest-final-types (classes) or -Wsuggest-final-methods
       (methods) is ignored there by a pragma, and whether it is in a
       system header.
   The records travel in the LTO object (section
   ".gnu.lto_tigdevirt_decls"); a header's classes come once per unit
   and are merged.  A class (also a template specialization: it shares
   its template's position) is found by the position of its name, a
   method through its class, by name and number of parameters (by
   position too when overloads share both).  Objects compiled without the
   plugin have no records: their declarations are located by what GCC
   streamed, with a fix-it only when the link can read the source.  */

#ifndef TIGDEVIRT_DECLARATION_SITES_H
#define TIGDEVIRT_DECLARATION_SITES_H

#include "gcc-compat.h"
#include "run-tables.h"

namespace tigdevirt {

struct declaration_site
{
  location_t name = UNKNOWN_LOCATION;	/* The declared name.  */
  /* Where ` final' is inserted (before this column: the one after the
     last character of the name or declarator), or UNKNOWN_LOCATION.
     Not "after the last character": GCC would need the next column's
     location, which a line map made at link time may not have, and one
     impossible fix-it makes -fdiagnostics-generate-patch print no patch
     at all.  */
  location_t fixit_at = UNKNOWN_LOCATION;
  bool already_final = false;
  /* A class's: the macro between its name and its base clause or body
     (final-fixit.h), which does not make it final in this build, or
     UNKNOWN_LOCATION.  */
  location_t final_macro = UNKNOWN_LOCATION;
  /* -Wsuggest-final-{types,methods} ignored there by #pragma GCC
     diagnostic.  */
  bool pragma_ignored = false;
  bool system_header = false;
  /* From a compile-time record (else from what GCC streamed).  */
  bool recorded = false;
};

/* The class and method declarations of one run: recorded at compile
   time, streamed, read at the link, looked up by the suggestions
   (declaration-records.h).  The plugin makes one per process and hands
   it to the front end's callback, the analysis pass and the `final'
   advisor.  */
namespace decl_records { struct tables; }
typedef run_tables<decl_records::tables> declaration_table;
extern template class run_tables<decl_records::tables>;

/* PLUGIN_FINISH_TYPE callback (cc1plus): record a class definition in
   USER_DATA, the run's declaration_table.  */
void note_class_definition (void *gcc_data, void *user_data);

/* IPA pass hooks: write at compile time (-flto), read at link time when
   suggestions are asked for.  */
void write_declaration_sites (const declaration_table &d);
void read_declaration_sites (declaration_table &d);

/* Where class TYPE (a TYPE_MAIN_VARIANT) is declared.  (The lookups
   make D's table on first use.)  */
declaration_site class_declaration (declaration_table &d, tree type);
/* Where virtual method FN is declared in its class.  */
declaration_site method_declaration (declaration_table &d, tree fn);

/* From the records: the name of a class declared to derive from TYPE
   (directly or not), or "".  Such a class may have no vtable, no object
   and no symbol anywhere, yet `final' on TYPE would not compile.  */
std::string declared_derived_class (declaration_table &d, tree type);
/* The name of a recorded class derived from FN's class that declares a
   method of FN's name and number of parameters (any, for a destructor),
   or "".  */
std::string declared_overrider (declaration_table &d, tree fn);

/* FILE with symbolic links and `..' resolved, absolute: one name per
   file whatever directory a path was relative to.  */
const std::string &canonical_path (const std::string &file);

/* Where a declaration's name is, to tell declarations apart: every
   specialization of a template and every unit's copy of a header class
   has one, whatever directory each unit was compiled in.  ("", 0, 0)
   for an unknown location.  */
typedef std::tuple<std::string, unsigned, unsigned> source_position;
source_position source_position_of (location_t loc);

/* From the records, every class some recorded class derives from and
   every method some recorded class overrides (by name and number of
   parameters, so overloads may be counted overridden: this errs towards
   "not final").  The JSON report lists them so that reports of several
   links can be merged: what one program derives or overrides must not
   be declared final for another (tigdevirt-merge-final).  NAME is the
   unqualified class name (with "::method").  */
struct declared_block
{
  bool is_class;
  std::string name;
  std::string file;
  unsigned line, column;
  std::string reason;
};
std::vector<declared_block> declared_blocks (declaration_table &d);

} // namespace tigdevirt

#endif
