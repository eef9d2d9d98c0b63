/* open-list.h - the user's list of hierarchies that stay open
   (-fplugin-arg-tigdevirt-open-hierarchies=FILE).

   One entry per line; '#' starts a comment; blank lines are ignored.
     ns::Widget        the class ns::Widget (and every specialization
                       ns::Widget<...> of a template of that name);
     ns::              every class whose qualified name starts with ns::
                       (a namespace or an enclosing class).
   Names are written as the demangler prints them ("(anonymous namespace)"
   is not needed: those types cannot be derived outside their unit).  */

#ifndef TIGDEVIRT_OPEN_LIST_H
#define TIGDEVIRT_OPEN_LIST_H

#include <string>
#include <vector>

namespace tigdevirt {

class open_list
{
public:
  /* Read FILE.  Reports every malformed line with error_at FILE:LINE and
     an unreadable file with error (), naming the file as WHAT ("open-
     hierarchies"); returns false if there was one.  */
  bool load (const std::string &file, const char *what = "open-hierarchies");

  /* The entry (as "FILE:LINE: TEXT") that keeps the class called
     TYPE_NAME open, or "" if none does.  */
  std::string match (const std::string &type_name) const;

  bool empty () const { return entries.empty (); }
  size_t size () const { return entries.size (); }

private:
  struct entry
  {
    std::string text;	/* As written, without "::" in front.  */
    bool prefix;	/* Ends in "::".  */
    unsigned line;
  };
  std::string file;
  std::vector<entry> entries;
};

/* Why LINE (without comment, trimmed) is not a valid entry, or null.  */
const char *malformed_entry (const std::string &line);

} // namespace tigdevirt

#endif
