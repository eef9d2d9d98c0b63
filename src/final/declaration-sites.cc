/* declaration-sites.cc - the table of class and virtual method
   declarations (recorded at compile time, read at the link) and the
   lookups the `final' suggestions make: where a declaration is, where
   `final' would go, which recorded classes derive from it.  See
   declaration-sites.h and declaration-records.h.  */

#include "declaration-records.h"
#include "file-locations.h"

namespace tigdevirt {
namespace decl_records {

const std::string &
canonical (const std::string &file)
{
  static std::map<std::string, std::string> cache;
  auto it = cache.find (file);
  if (it != cache.end ())
    return it->second;
  std::string c = file;
  if (!file.empty ())
    if (char *real = lrealpath (file.c_str ()))
      {
	c = real;
	free (real);
      }
  return cache.emplace (file, c).first->second;
}

std::string
link_path (const std::string &file)
{
  std::string c = canonical (file);
  static std::string cwd;
  if (cwd.empty ())
    cwd = canonical (getpwd ());
  if (IS_ABSOLUTE_PATH (c.c_str ()) && c.size () > cwd.size () + 1
      && !c.compare (0, cwd.size (), cwd) && IS_DIR_SEPARATOR (c[cwd.size ()]))
    return c.substr (cwd.size () + 1);
  return IS_ABSOLUTE_PATH (c.c_str ()) ? c : file;
}

position
site_position (const site_record &r)
{
  return position (canonical (r.file), r.line, r.column);
}


namespace {

/* What a record says about its declaration, besides where it is.  */

void
copy_flags (const site_record &r, declaration_site &s)
{
  s.recorded = true;
  s.already_final = r.flags & flag_final;
  s.pragma_ignored = r.flags & flag_pragma;
  s.system_header = r.flags & flag_system;
}

/* At link time: locations for a record's positions (only while
   summaries are read, see file-locations.h).  */

declaration_site
site_from_record (const site_record &r)
{
  declaration_site s;
  copy_flags (r, s);
  if (r.line)
    s.name = file_location (r.file, r.line, r.column);
  if (r.fix_line && (r.flags & flag_macro))
    s.final_macro = file_location (r.file, r.fix_line, r.fix_column);
  else if (r.fix_line)
    s.fixit_at = file_location (r.file, r.fix_line, r.fix_column + 1);
  return s;
}

} // anon namespace

void
add_record (tables &t, const class_record &rec, bool at_link_time)
{
  position key = site_position (rec.site);
  if (t.classes.count (key))
    return;
  class_entry &e = t.classes[key];
  e.rec = rec;
  if (at_link_time)
    {
      e.site = site_from_record (rec.site);
      for (const method_record &m : rec.methods)
	e.method_sites.push_back (site_from_record (m.site));
    }
}

namespace {

/* In the compiling process the records are in memory, with GCC's own
   locations.  */

declaration_site
site_in_compiler (const site_record &r)
{
  declaration_site s;
  s.name = r.loc;
  if (r.flags & flag_macro)
    s.final_macro = r.fix_loc;
  else
    s.fixit_at = r.fix_loc;
  copy_flags (r, s);
  return s;
}

void
build_table (tables &t)
{
  if (t.table_built)
    return;
  t.table_built = true;
  for (const class_record &rec : t.recorded)
    add_record (t, rec, false);
}

/* The class entry for TYPE, if one was recorded.  */

class_entry *
find_class (tables &t, tree type)
{
  build_table (t);
  tree name = TYPE_NAME (type);
  if (!name || TREE_CODE (name) != TYPE_DECL)
    return nullptr;
  auto it = t.classes.find (source_position_of
			    (DECL_SOURCE_LOCATION (name)));
  return it == t.classes.end () ? nullptr : &it->second;
}

/* What GCC streamed: the name's location, and a fix-it if the source
   can be read here and the location is not an out-of-class
   definition.  */

declaration_site
site_from_gcc (location_t loc, bool is_class, const std::string &expected,
	       int opt)
{
  declaration_site s;
  s.name = loc;
  if (loc == UNKNOWN_LOCATION)
    return s;
  s.system_header = in_system_header_at (loc);
  expanded_location x = expand_location (loc);
  if (!x.file || from_macro_expansion_at (loc) || !x.column)
    return s;
  if (!in_lto_p)
    s.pragma_ignored = ignored_by_pragma (loc, opt);
  gcc_source src (x.file);
  /* An out-of-class definition: "C::f" before the name.  */
  if (!is_class)
    {
      std::string text;
      if (!src.line (x.line, text) || (unsigned) x.column > text.size ())
	return s;
      size_t before = text.find_last_not_of (" \t", x.column - 2);
      if (before != std::string::npos && before >= 1
	  && text.compare (before - 1, 2, "::") == 0)
	return s;
    }
  text_pos after;
  fixit_result r = is_class
    ? class_final_point (src, { (unsigned) x.line, (unsigned) x.column },
			 expected, after)
    : method_final_point (src, { (unsigned) x.line, (unsigned) x.column },
			  expected, after);
  if (r == fixit_result::already_final)
    s.already_final = true;
  else if (r == fixit_result::found)
    s.fixit_at = position_in_file (loc, { after.line, after.column + 1 });
  else if (r == fixit_result::macro_after_name)
    s.final_macro = position_in_file (loc, after);
  return s;
}

void
build_derived_index (tables &t)
{
  build_table (t);
  if (t.derived_built)
    return;
  t.derived_built = true;
  for (auto &kv : t.classes)
    for (const site_record &b : kv.second.rec.bases)
      t.derived_index.emplace (site_position (b), &kv.second);
}

/* The recorded classes that derive from the class declared at P,
   directly or not.  */

std::vector<const class_entry *>
declared_derived_of (tables &t, const position &p)
{
  build_derived_index (t);
  std::vector<const class_entry *> out;
  std::set<const class_entry *> seen;
  std::vector<position> work (1, p);
  while (!work.empty ())
    {
      position q = work.back ();
      work.pop_back ();
      auto range = t.derived_index.equal_range (q);
      for (auto it = range.first; it != range.second; ++it)
	if (seen.insert (it->second).second)
	  {
	    out.push_back (it->second);
	    const site_record &d = it->second->rec.site;
	    work.push_back (site_position (d));
	  }
    }
  return out;
}

position
type_position (tree type)
{
  tree name = TYPE_NAME (type);
  return source_position_of (name && TREE_CODE (name) == TYPE_DECL
		      ? DECL_SOURCE_LOCATION (name) : UNKNOWN_LOCATION);
}

} // anon namespace

} // namespace decl_records

using namespace decl_records;

template class run_tables<decl_records::tables>;

std::string
declared_derived_class (declaration_table &decls, tree type)
{
  std::vector<const class_entry *> d
    = declared_derived_of (decls.tables (), type_position (type));
  return d.empty () ? "" : d.front ()->rec.name;
}

std::string
declared_overrider (declaration_table &decls, tree fn)
{
  tree ctx = DECL_CONTEXT (fn);
  if (!ctx || !TYPE_P (ctx))
    return "";
  std::string key = method_key (fn);
  int n = arity (fn);
  for (const class_entry *e : declared_derived_of (decls.tables (),
						   type_position (ctx)))
    {
      /* Every class derived from a class with a virtual destructor has
	 one that overrides it, declared or not.  */
      if (key == "~")
	return e->rec.name;
      for (const method_record &m : e->rec.methods)
	if (m.name == key && (n < 0 || m.arity < 0 || m.arity == n))
	  return e->rec.name;
    }
  return "";
}

const std::string &
canonical_path (const std::string &file)
{
  return canonical (file);
}

source_position
source_position_of (location_t loc)
{
  expanded_location x = expand_location (loc);
  return source_position (canonical (x.file ? x.file : ""), x.line,
			  x.column);
}

std::vector<declared_block>
declared_blocks (declaration_table &decls)
{
  tables &t = decls.tables ();
  build_table (t);
  std::vector<declared_block> out;
  for (auto &kv : t.classes)
    {
      const class_record &c = kv.second.rec;
      std::vector<const class_entry *> derived
	= declared_derived_of (t, kv.first);
      if (derived.empty ())
	continue;
      auto block = [&] (bool is_class, const std::string &name,
			const site_record &at, const std::string &by) {
	declared_block b;
	b.is_class = is_class;
	b.name = name;
	b.file = at.file;
	b.line = at.line;
	b.column = at.column;
	b.reason = by + (is_class ? " derives from it" : " overrides it");
	out.push_back (b);
      };
      block (true, c.name, c.site, derived.front ()->rec.name);
      /* A destructor comes once per variant GCC clones.  */
      std::set<std::pair<unsigned, unsigned>> done;
      for (const method_record &m : c.methods)
	if (done.insert ({ m.site.line, m.site.column }).second)
	  for (const class_entry *d : derived)
	    {
	      bool overrides = m.name == "~";
	      for (const method_record &dm : d->rec.methods)
		overrides |= dm.name == m.name
			     && (m.arity < 0 || dm.arity < 0
				 || dm.arity == m.arity);
	      if (overrides)
		{
		  block (false, c.name + "::" + (m.name == "~" ? "~" + c.name
						   : m.name),
			 m.site, d->rec.name);
		  break;
		}
	    }
    }
  return out;
}

declaration_site
class_declaration (declaration_table &decls, tree type)
{
  tree name = TYPE_NAME (type);
  location_t loc = name && TREE_CODE (name) == TYPE_DECL
		   ? DECL_SOURCE_LOCATION (name) : UNKNOWN_LOCATION;
  if (class_entry *e = find_class (decls.tables (), type))
    return in_lto_p ? e->site : site_in_compiler (e->rec.site);
  declaration_site s = site_from_gcc (loc, true, class_identifier (type),
				      OPT_Wsuggest_final_types);
  if (TYPE_FINAL_P (type))
    s.already_final = true;
  return s;
}

declaration_site
method_declaration (declaration_table &decls, tree fn)
{
  tree ctx = DECL_CONTEXT (fn);
  location_t loc = DECL_SOURCE_LOCATION (fn);
  if (ctx && TYPE_P (ctx))
    if (class_entry *e = find_class (decls.tables (), TYPE_MAIN_VARIANT (ctx)))
      {
	std::string key = method_key (fn);
	int n = arity (fn);
	position here = source_position_of (loc);
	int match = -1, matches = 0;
	for (unsigned i = 0; i < e->rec.methods.size (); i++)
	  {
	    const method_record &m = e->rec.methods[i];
	    if (m.name != key || (n >= 0 && m.arity >= 0 && m.arity != n))
	      continue;
	    if (site_position (m.site) == here)
	      {
		match = i;
		matches = 1;
		break;
	      }
	    match = i;
	    matches++;
	  }
	if (matches == 1)
	  return in_lto_p ? e->method_sites[match]
			  : site_in_compiler (e->rec.methods[match].site);
      }
  declaration_site s = site_from_gcc (loc, false, spelled_method_name (fn),
				      OPT_Wsuggest_final_methods);
  if (DECL_FINAL_P (fn))
    s.already_final = true;
  return s;
}

} // namespace tigdevirt
