/* declaration-section.cc - the records of declaration-sites.h streamed
   from the compile step to the link.

   Section ".gnu.lto_tigdevirt_decls.0.ID" (compressed), every number a
   LEB128 varint and every string its length as one, then its bytes:
     "TGDVDCL6"
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
     then flags (1 already final, 2 pragma ignored, 4 system header, 8
     the fix-it's position is a macro's after a class's name instead).  */

#include "declaration-records.h"
#include "lto-section.h"

namespace tigdevirt {

using namespace decl_records;

namespace {

const section_format format
  = {"tigdevirt_decls", "TGDVDCL6", "declaration data"};

} // anon namespace

void
write_declaration_sites (const declaration_table &d)
{
  const std::vector<class_record> &recorded = d.tables ().recorded;
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
  out.lstr (getpwd ());
  out.uleb (files.size ());
  for (const std::string &f : files)
    out.lstr (f);
  out.uleb (names.size ());
  for (const std::string &n : names)
    out.lstr (n);
  out.uleb (recorded.size ());
  write_section (format, {&out, &body}, true);
}

static bool
read_section (tables &t, lto_file_decl_data *, section_reader &in)
{
  uint32_t nfiles, nnames, nclasses;
  std::string dir;
  if (!in.lstr (dir) || !in.uleb (nfiles) || nfiles > in.left ())
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
  if (!in.uleb (nnames) || nnames > in.left ())
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
  if (!in.uleb (nclasses) || nclasses > in.left ())
    return false;
  std::vector<class_record> recs (nclasses);
  for (class_record &c : recs)
    {
      uint32_t nmethods, nbases;
      if (!name (c.name) || !site (c.site) || !in.uleb (nbases)
	  || nbases > in.left ())
	return false;
      c.bases.resize (nbases);
      for (site_record &b : c.bases)
	if (!pos (b))
	  return false;
      if (!in.uleb (nmethods) || nmethods > in.left ())
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
    add_record (t, c, true);
  return true;
}

void
read_declaration_sites (declaration_table &d)
{
  tables &t = d.tables ();
  t.table_built = true;
  read_sections (format, [&t] (lto_file_decl_data *file, section_reader &in)
    {
      return read_section (t, file, in);
    });
}

} // namespace tigdevirt
