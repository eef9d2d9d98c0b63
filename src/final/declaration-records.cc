/* declaration-records.cc - recording, at compile time, where each class
   definition of the unit and its virtual methods are declared, where
   `final' would go, and whether the user silenced the suggestion there
   (PLUGIN_FINISH_TYPE, registered by plugin.cc).  See
   declaration-sites.h and declaration-records.h.  */

#include "declaration-records.h"

namespace tigdevirt {
namespace decl_records {

/* Is OPT ignored at LOC by a pragma?  warning_enabled_at answers with the
   command line's state too (and a pragma met while the warning was off
   records "off" as the state a `pop' returns to), so ask it with the
   warning on and no state of the command line's.  */

bool
ignored_by_pragma (location_t loc, int opt)
{
  int saved_types = warn_suggest_final_types;
  int saved_methods = warn_suggest_final_methods;
  warn_suggest_final_types = warn_suggest_final_methods = 1;
  bool enabled;
  {
    diagnostic_filters_off off (opt);
    enabled = warning_enabled_at (loc, opt);
  }
  warn_suggest_final_types = saved_types;
  warn_suggest_final_methods = saved_methods;
  return !enabled;
}

location_t
position_in_file (location_t loc, text_pos at)
{
  const line_map_ordinary *map
    = linemap_check_ordinary (linemap_lookup (line_table, loc));
  expanded_location x = expand_location (loc);
  location_t r = (unsigned) x.line == at.line
    ? linemap_position_for_loc_and_offset (line_table, loc,
					   at.column - x.column)
    : linemap_position_for_line_and_column (line_table, map, at.line,
					    at.column);
  expanded_location y = expand_location (r);
  if (!y.file || strcmp (y.file, x.file) || (unsigned) y.line != at.line
      || (unsigned) y.column != at.column)
    return UNKNOWN_LOCATION;
  return r;
}

namespace {

/* The site of a name at LOC; the fix-it point by FIND (class or method
   scanner) for a name spelled EXPECTED.  */

site_record
make_site (location_t loc, int opt, const std::string &expected,
	   fixit_result (*find) (source_text &, text_pos, const std::string &,
				 text_pos &))
{
  site_record r;
  expanded_location x = expand_location (loc);
  if (!x.file)
    return r;
  r.file = x.file;
  r.line = x.line;
  r.column = x.column;
  r.loc = loc;
  if (in_system_header_at (loc))
    r.flags |= flag_system;
  if (ignored_by_pragma (loc, opt))
    r.flags |= flag_pragma;
  /* A name from a macro: the text at the expansion point is not it.  */
  if (from_macro_expansion_at (loc) || !x.column)
    return r;
  gcc_source src (x.file);
  text_pos after;
  switch (find (src, { (unsigned) x.line, (unsigned) x.column }, expected,
		after))
    {
    case fixit_result::found:
      r.fix_line = after.line;
      r.fix_column = after.column;
      r.fix_loc = position_in_file (loc, { after.line, after.column + 1 });
      break;
    case fixit_result::already_final:
      r.flags |= flag_final;
      break;
    case fixit_result::macro_after_name:
      r.flags |= flag_macro;
      r.fix_line = after.line;
      r.fix_column = after.column;
      r.fix_loc = position_in_file (loc, after);
      break;
    case fixit_result::not_understood:
      break;
    }
  return r;
}

/* The front end's names for what cannot be written in a class: an
   anonymous class ("._anon_0", "<lambda()>" ...).  */

bool
writable_name (const std::string &name)
{
  return !name.empty () && (ISALPHA (name[0]) || name[0] == '_')
	 && name.find_first_of (".<$ ") == std::string::npos;
}

} // anon namespace

std::string
method_key (tree fn)
{
  if (DECL_CXX_DESTRUCTOR_P (fn))
    return "~";
  return DECL_NAME (fn) ? IDENTIFIER_POINTER (DECL_NAME (fn)) : "";
}

int
arity (tree fn)
{
  if (DECL_CXX_DESTRUCTOR_P (fn))
    return -1;
  int n = 0;
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (fn)); a; a = TREE_CHAIN (a))
    if (TREE_VALUE (a) != void_type_node)
      n++;
  return n;
}

std::string
class_identifier (tree type)
{
  tree name = TYPE_NAME (type);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  return name && TREE_CODE (name) == IDENTIFIER_NODE
	 ? IDENTIFIER_POINTER (name) : "";
}

std::string
spelled_method_name (tree fn)
{
  if (DECL_CXX_DESTRUCTOR_P (fn))
    {
      tree ctx = DECL_CONTEXT (fn);
      return ctx && TYPE_P (ctx) ? "~" + class_identifier (ctx) : "";
    }
  return method_key (fn);
}

} // namespace decl_records

using namespace decl_records;

void
note_class_definition (void *gcc_data, void *user_data)
{
  tree type = (tree) gcc_data;
  if (!type || TREE_CODE (type) != RECORD_TYPE || seen_error ())
    return;
  std::string name = class_identifier (type);
  if (!writable_name (name) || !TYPE_NAME (type))
    return;
  /* A class template has no size yet: its methods' virtuality may depend
     on the arguments, so keep every method it declares.  */
  bool pattern = !TYPE_SIZE (type);
  bool polymorphic = false, has_bases = TYPE_BINFO (type)
    && BINFO_N_BASE_BINFOS (TYPE_BINFO (type));
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FUNCTION_DECL && DECL_VIRTUAL_P (f))
      polymorphic = true;
  if (!polymorphic && !has_bases)
    return;

  /* Nothing in a system header is suggested, and nothing there derives
     from the user's classes: the C++ library's many polymorphic classes
     cost nothing.  */
  if (in_system_header_at (DECL_SOURCE_LOCATION (TYPE_NAME (type))))
    return;

  class_record rec;
  rec.name = name;
  rec.site = make_site (DECL_SOURCE_LOCATION (TYPE_NAME (type)),
			OPT_Wsuggest_final_types, name, class_final_point);
  if (!rec.site.line)
    return;
  if (TYPE_FINAL_P (type))
    rec.site.flags |= flag_final;
  if (has_bases)
    for (unsigned i = 0; i < BINFO_N_BASE_BINFOS (TYPE_BINFO (type)); i++)
      {
	tree base = BINFO_TYPE (BINFO_BASE_BINFO (TYPE_BINFO (type), i));
	tree bname = base ? TYPE_NAME (TYPE_MAIN_VARIANT (base)) : NULL_TREE;
	if (!bname || TREE_CODE (bname) != TYPE_DECL)
	  continue;
	expanded_location x = expand_location (DECL_SOURCE_LOCATION (bname));
	if (!x.file)
	  continue;
	site_record b;
	b.file = x.file;
	b.line = x.line;
	b.column = x.column;
	rec.bases.push_back (b);
      }
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FUNCTION_DECL || DECL_ARTIFICIAL (f)
	  || TREE_CODE (TREE_TYPE (f)) != METHOD_TYPE
	  || DECL_CXX_CONSTRUCTOR_P (f))
	continue;
      if (!pattern && !DECL_VIRTUAL_P (f))
	continue;
      /* A constructor or destructor comes once per variant GCC clones
	 (complete, base, deleting): one record.  */
      if (!rec.methods.empty () && rec.methods.back ().name == method_key (f)
	  && rec.methods.back ().site.loc == DECL_SOURCE_LOCATION (f))
	continue;
      method_record m;
      m.name = method_key (f);
      m.arity = arity (f);
      m.site = make_site (DECL_SOURCE_LOCATION (f),
			  OPT_Wsuggest_final_methods, spelled_method_name (f),
			  method_final_point);
      if (DECL_FINAL_P (f))
	m.site.flags |= flag_final;
      rec.methods.push_back (m);
    }
  ((declaration_table *) user_data)->tables ().recorded.push_back
    (std::move (rec));
}

} // namespace tigdevirt
