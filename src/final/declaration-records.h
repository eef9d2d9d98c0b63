/* declaration-records.h - what the files of declaration-sites.h share:
   the records of class and method declarations, and the table they are
   looked up in, in the tables of one run.

     declaration-records.cc   compile time (PLUGIN_FINISH_TYPE): each
                              class definition of the unit;
     declaration-section.cc   the records, compile -> link;
     declaration-sites.cc     the table and the lookups the final
                              suggestions make (link, or the compile
                              itself without LTO).
   Internal to those files; the rest of the plugin uses
   declaration-sites.h.  */

#ifndef TIGDEVIRT_DECLARATION_RECORDS_H
#define TIGDEVIRT_DECLARATION_RECORDS_H

#include "declaration-sites.h"
#include "final-fixit.h"

namespace tigdevirt {
namespace decl_records {

/* flag_macro: the fix-it's position is instead where a macro after a
   class's name starts (final-fixit.h, macro_after_name).  */
enum site_flags { flag_final = 1, flag_pragma = 2, flag_system = 4,
		  flag_macro = 8 };

/* A position as recorded: plain data, so nothing here keeps a tree of the
   front end alive or can be left dangling by the garbage collector.  */
struct site_record
{
  std::string file;
  unsigned line = 0, column = 0;
  unsigned fix_line = 0, fix_column = 0;
  unsigned flags = 0;
  /* In the compiling process only (not streamed).  */
  location_t loc = UNKNOWN_LOCATION, fix_loc = UNKNOWN_LOCATION;
};

struct method_record
{
  std::string name;
  int arity = -1;	/* Parameters, `this' included; -1 unknown.  */
  site_record site;
};

struct class_record
{
  std::string name;
  site_record site;
  std::vector<method_record> methods;
  /* Where the direct bases' names are: a class derives from a class
     whether or not any object or vtable of it ever exists, and `final'
     on the base would not compile.  */
  std::vector<site_record> bases;
};

typedef source_position position;
struct class_entry
{
  class_record rec;
  declaration_site site;
  std::vector<declaration_site> method_sites;
};

/* The records and the table of one run (declaration_table holds them;
   the plugin owns that and hands it down).  */
struct tables
{
  /* Compile time: every class definition of this unit, in parse
     order.  */
  std::vector<class_record> recorded;
  /* The lookup table: classes by the position of their name, made from
     RECORDED on first use (TABLE_BUILT), or read at the link.  */
  std::map<position, class_entry> classes;
  bool table_built = false;
  /* Recorded classes by the position of each of their bases, made on
     first use.  */
  std::multimap<position, const class_entry *> derived_index;
  bool derived_built = false;
};

/* Merge REC into T's table (once per class: a header's classes come
   from every unit that includes it).  AT_LINK_TIME makes locations.  */
void add_record (tables &t, const class_record &rec, bool at_link_time);

/* Source lines through GCC's file cache (the one diagnostics use).  */
class gcc_source : public source_text
{
public:
  explicit gcc_source (const char *file) : file (file) {}
  bool
  line (unsigned n, std::string &text) override
  {
    return source_line_text (file, n, text);
  }

private:
  const char *file;
};

/* Is OPT ignored at LOC by a pragma?  */
bool ignored_by_pragma (location_t loc, int opt);

/* A location for AT in the file of LOC (an ordinary location), or
   UNKNOWN_LOCATION if the line maps cannot express it.  */
location_t position_in_file (location_t loc, text_pos at);

/* The identifier the source spells for method FN, and the key methods
   are matched by; its parameters (`this' included, -1 unknown); a
   class's identifier; the spelling of FN's name for the scanner.  */
std::string method_key (tree fn);
int arity (tree fn);
std::string class_identifier (tree type);
std::string spelled_method_name (tree fn);

/* One name per file, whatever directory a path is relative to: a unit
   compiled in a build directory names "src/a.h" what the link, run
   elsewhere, calls "../src/a.h".  */
const std::string &canonical (const std::string &file);

/* Paths relative to the compile's directory name other files when the
   link runs elsewhere: a file below the link's directory is named
   relative to it, any other by its absolute path.  */
std::string link_path (const std::string &file);

position site_position (const site_record &r);

} // namespace decl_records
} // namespace tigdevirt

#endif
