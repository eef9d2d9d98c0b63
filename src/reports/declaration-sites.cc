/* declaration-sites.cc - recording class and virtual method declarations
   at compile time, streaming them, finding them at link time.

   Section ".gnu.lto_tigdevirt_decls.0.ID" (compressed), every number a
   LEB128 varint and every string its length as one, then its bytes:
     "TGDVDCL5"
     the compile's directory
     nfiles, then each file name
     nnames, then each identifier
     nclasses, then for each class:
       name index, site, nbases, then each base's position,
       nmethods, then for each method (a constructor or destructor once,
       not once per clone):
         name index ("~" for a destructor), arity + 1 (0: unknown), site
     where a position is file index, line, column, and a site is a
     position, then the fix-it's line - line + 1 and column (0, 0: none),
     then flags (1 already final, 2 pragma ignored, 4 system header).  */

#include "declaration-sites.h"
#include "call-locations.h"
#include "final-fixit.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const char section_name[] = "tigdevirt_decls";
const char magic[] = "TGDVDCL5";

enum site_flags { flag_final = 1, flag_pragma = 2, flag_system = 4 };

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

/* Compile time: every class definition of this unit, in parse order.  */
std::vector<class_record> recorded;

/* The lookup table: classes by the position of their name.  */
typedef source_position position;
struct class_entry
{
  class_record rec;
  declaration_site site;
  std::vector<declaration_site> method_sites;
};
std::map<position, class_entry> classes;
bool table_built;

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

/* A location for AT in the file of LOC (an ordinary location), or
   UNKNOWN_LOCATION if the line maps cannot express it.  */

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
    case fixit_result::not_understood:
      break;
    }
  return r;
}

/* The identifier the source spells for method FN, and the key methods
   are matched by.  */

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

/* The front end's names for what cannot be written in a class: an
   anonymous class ("._anon_0", "<lambda()>" ...).  */

bool
writable_name (const std::string &name)
{
  return !name.empty () && (ISALPHA (name[0]) || name[0] == '_')
	 && name.find_first_of (".<$ ") == std::string::npos;
}

/* One name per file, whatever directory a path is relative to: a unit
   compiled in a build directory names "src/a.h" what the link, run
   elsewhere, calls "../src/a.h".  */

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

/* Paths relative to the compile's directory name other files when the
   link runs elsewhere: a file below the link's directory is named
   relative to it (what `patch -p0' run there accepts: it refuses
   absolute names and `..'), any other by its absolute path.  */

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
   summaries are read, see call-locations.h).  */

declaration_site
site_from_record (const site_record &r)
{
  declaration_site s;
  copy_flags (r, s);
  if (r.line)
    s.name = link_location (r.file, r.line, r.column);
  if (r.fix_line)
    s.fixit_at = link_location (r.file, r.fix_line, r.fix_column + 1);
  return s;
}

/* Merge REC into the table (once per class: a header's classes come from
   every unit that includes it).  AT_LINK_TIME makes locations.  */

void
add_record (const class_record &rec, bool at_link_time)
{
  position key = site_position (rec.site);
  if (classes.count (key))
    return;
  class_entry &e = classes[key];
  e.rec = rec;
  if (at_link_time)
    {
      e.site = site_from_record (rec.site);
      for (const method_record &m : rec.methods)
	e.method_sites.push_back (site_from_record (m.site));
    }
}

/* In the compiling process the records are in memory, with GCC's own
   locations.  */

declaration_site
site_in_compiler (const site_record &r)
{
  declaration_site s;
  s.name = r.loc;
  s.fixit_at = r.fix_loc;
  copy_flags (r, s);
  return s;
}

void
build_table ()
{
  if (table_built)
    return;
  table_built = true;
  for (const class_record &rec : recorded)
    add_record (rec, false);
}

/* The class entry for TYPE, if one was recorded.  */

class_entry *
find_class (tree type)
{
  build_table ();
  tree name = TYPE_NAME (type);
  if (!name || TREE_CODE (name) != TYPE_DECL)
    return nullptr;
  auto it = classes.find (source_position_of
			  (DECL_SOURCE_LOCATION (name)));
  return it == classes.end () ? nullptr : &it->second;
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
  return s;
}

/* The spelling of method FN's name for the scanner.  */

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

/* Recorded classes by the position of each of their bases.  */
std::multimap<position, const class_entry *> derived_index;
bool derived_built;

void
build_derived_index ()
{
  build_table ();
  if (derived_built)
    return;
  derived_built = true;
  for (auto &kv : classes)
    for (const site_record &b : kv.second.rec.bases)
      derived_index.emplace (site_position (b), &kv.second);
}

/* The recorded classes that derive from the class declared at P,
   directly or not.  */

std::vector<const class_entry *>
declared_derived_of (const position &p)
{
  build_derived_index ();
  std::vector<const class_entry *> out;
  std::set<const class_entry *> seen;
  std::vector<position> work (1, p);
  while (!work.empty ())
    {
      position q = work.back ();
      work.pop_back ();
      auto range = derived_index.equal_range (q);
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

std::string
declared_derived_class (tree type)
{
  std::vector<const class_entry *> d = declared_derived_of (type_position (type));
  return d.empty () ? "" : d.front ()->rec.name;
}

std::string
declared_overrider (tree fn)
{
  tree ctx = DECL_CONTEXT (fn);
  if (!ctx || !TYPE_P (ctx))
    return "";
  std::string key = method_key (fn);
  int n = arity (fn);
  for (const class_entry *e : declared_derived_of (type_position (ctx)))
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

void
note_class_definition (void *gcc_data, void *)
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
  recorded.push_back (std::move (rec));
}

void
write_declaration_sites ()
{
  if (recorded.empty ())
    return;
  /* File names and identifiers repeat (a header's path, "~", the
     overriders' names): each is written once, then by index.  */
  std::vector<std::string> files, names;
  std::map<std::string, uint32_t> file_index, name_index;
  auto index = [] (std::vector<std::string> &v,
		   std::map<std::string, uint32_t> &at, const std::string &x) {
    auto it = at.find (x);
    if (it == at.end ())
      {
	v.push_back (x);
	it = at.emplace (x, v.size () - 1).first;
      }
    return it->second;
  };
  section_writer body;
  auto pos = [&] (const site_record &s) {
    body.uleb (index (files, file_index, s.file));
    body.uleb (s.line);
    body.uleb (s.column);
  };
  auto site = [&] (const site_record &s) {
    pos (s);
    /* `final' goes after the name: on its line or a later one.  */
    bool fix = s.fix_line && s.fix_line >= s.line;
    body.uleb (fix ? s.fix_line - s.line + 1 : 0);
    body.uleb (fix ? s.fix_column : 0);
    body.uleb (s.flags);
  };
  for (const class_record &c : recorded)
    {
      body.uleb (index (names, name_index, c.name));
      site (c.site);
      body.uleb (c.bases.size ());
      for (const site_record &b : c.bases)
	pos (b);
      body.uleb (c.methods.size ());
      for (const method_record &m : c.methods)
	{
	  body.uleb (index (names, name_index, m.name));
	  body.uleb (m.arity + 1);
	  site (m.site);
	}
    }
  section_writer out;
  out.buf.assign (magic, sizeof magic - 1);
  out.lstr (getpwd ());
  out.uleb (files.size ());
  for (const std::string &f : files)
    out.lstr (f);
  out.uleb (names.size ());
  for (const std::string &n : names)
    out.lstr (n);
  out.uleb (recorded.size ());
  out.buf += body.buf;
  write_section (section_name, out.buf, true);
}

static bool
read_section (lto_file_decl_data *, const char *data, size_t len)
{
  section_reader in (data, len);
  uint32_t nfiles, nnames, nclasses;
  std::string dir;
  if (!in.magic (magic) || !in.lstr (dir) || !in.uleb (nfiles)
      || nfiles > len)
    return false;
  bool here = dir == getpwd ();
  std::vector<std::string> files (nfiles);
  for (std::string &f : files)
    {
      if (!in.lstr (f))
	return false;
      if (!here && !f.empty () && !IS_ABSOLUTE_PATH (f.c_str ()))
	f = link_path (dir + "/" + f);
    }
  if (!in.uleb (nnames) || nnames > len)
    return false;
  std::vector<std::string> names (nnames);
  for (std::string &n : names)
    if (!in.lstr (n))
      return false;
  auto name = [&] (std::string &n) {
    uint32_t i;
    if (!in.uleb (i) || i >= names.size ())
      return false;
    n = names[i];
    return true;
  };
  auto pos = [&] (site_record &s) {
    uint32_t file;
    if (!in.uleb (file) || file >= files.size () || !in.uleb (s.line)
	|| !in.uleb (s.column))
      return false;
    s.file = files[file];
    return true;
  };
  auto site = [&] (site_record &s) {
    uint32_t fix_delta;
    if (!pos (s) || !in.uleb (fix_delta) || !in.uleb (s.fix_column)
	|| !in.uleb (s.flags))
      return false;
    s.fix_line = fix_delta ? s.line + fix_delta - 1 : 0;
    return true;
  };
  if (!in.uleb (nclasses) || nclasses > len)
    return false;
  std::vector<class_record> recs (nclasses);
  for (class_record &c : recs)
    {
      uint32_t nmethods, nbases;
      if (!name (c.name) || !site (c.site) || !in.uleb (nbases)
	  || nbases > len)
	return false;
      c.bases.resize (nbases);
      for (site_record &b : c.bases)
	if (!pos (b))
	  return false;
      if (!in.uleb (nmethods) || nmethods > len)
	return false;
      c.methods.resize (nmethods);
      for (method_record &m : c.methods)
	{
	  uint32_t a;
	  if (!name (m.name) || !in.uleb (a) || !site (m.site))
	    return false;
	  m.arity = (int) a - 1;
	}
    }
  if (!in.at_end ())
    return false;
  for (const class_record &c : recs)
    add_record (c, true);
  return true;
}

void
read_declaration_sites ()
{
  table_built = true;
  read_sections (section_name, "declaration data", read_section);
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
declared_blocks ()
{
  build_table ();
  std::vector<declared_block> out;
  for (auto &kv : classes)
    {
      const class_record &c = kv.second.rec;
      std::vector<const class_entry *> derived = declared_derived_of (kv.first);
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
class_declaration (tree type)
{
  tree name = TYPE_NAME (type);
  location_t loc = name && TREE_CODE (name) == TYPE_DECL
		   ? DECL_SOURCE_LOCATION (name) : UNKNOWN_LOCATION;
  if (class_entry *e = find_class (type))
    return in_lto_p ? e->site : site_in_compiler (e->rec.site);
  declaration_site s = site_from_gcc (loc, true, class_identifier (type),
				      OPT_Wsuggest_final_types);
  if (TYPE_FINAL_P (type))
    s.already_final = true;
  return s;
}

declaration_site
method_declaration (tree fn)
{
  tree ctx = DECL_CONTEXT (fn);
  location_t loc = DECL_SOURCE_LOCATION (fn);
  if (ctx && TYPE_P (ctx))
    if (class_entry *e = find_class (TYPE_MAIN_VARIANT (ctx)))
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
