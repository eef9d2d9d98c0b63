/* field-escape-section.cc - the records of field-escapes.h streamed from
   the compile step to the link, and joined there.

   Section ".gnu.lto_tigdevirt_field_escapes..." (lto-section.h):
   "TGDVFE02", uleb count of fields, each: the class's key (lstr, as
   field-section.cc writes it), the field's position in bits (i64), uleb
   flags (1: a pointer to its objects escapes, followed by where and why,
   lstr),
   then three lists, each a uleb count and tagged names (lstr: "P" or "L"
   for a public or local function, then its assembler name): the member
   functions the uses pass a pointer to, the functions the front end saw
   naming the field, and those of them this unit's GIMPLE walk saw.  Then
   the method records as one string (str: u32 length, then the bytes,
   decoded only when a field needs them): a uleb count of member
   functions that let their `this' escape or pass it on, each: its
   tagged name (lstr), uleb flags (1: it escapes) and the member
   functions it passes it to (uleb count, lstr each).  At the link names become keys
   (escapes::key_of: a local function's qualified by its unit).

   The join: a field escapes if any unit saw it escape; the lists are
   unions.  A public function recorded by several units is the same code
   in each (an inline function: the ODR), its callees joined too.
   Malformed data from any unit makes every field escape.  At the link
   only the records of fields a query can ask about are kept
   (read_field_escapes).  */

#include "field-state.h"
#include "lto-section.h"
#include "type-graph.h"

namespace tigdevirt {

using namespace escapes;

namespace {

const section_format format
  = {"tigdevirt_field_escapes", "TGDVFE02", "field-escape data"};

void
write_names (section_writer &out, const name_set &names)
{
  out.uleb (names.size ());
  for (const std::string &n : names)
    out.lstr (n);
}

/* A tagged name ("P" or "L", then the assembler name), checked.  */

bool
read_tagged (section_reader &in, std::string &s)
{
  return in.lstr (s) && s.size () >= 2 && (s[0] == 'P' || s[0] == 'L');
}

/* A tagged name from FILE's records, as a key.  */

bool
read_key (section_reader &in, lto_file_decl_data *file, std::string &key)
{
  std::string s;
  if (!read_tagged (in, s))
    return false;
  key = key_of (s, file);
  return true;
}

/* A list of tagged names from FILE's records, as keys into NAMES; read
   past when NAMES is null (a field no query asks about).  */

bool
read_names (section_reader &in, lto_file_decl_data *file, name_set *names)
{
  uint32_t n;
  if (!in.uleb (n) || n > in.left ())
    return false;
  std::string s;
  for (uint32_t i = 0; i < n; i++)
    {
      if (!read_tagged (in, s))
	return false;
      if (names)
	names->insert (key_of (s, file));
    }
  return true;
}

/* FILE's records into TAB: those of the fields ASKED says a query may
   ask about (the rest are read past), and its method records when
   KEEP_METHODS.  */

bool
read_section (tables &tab, lto_file_decl_data *file, section_reader &in,
	      const std::function<bool (const std::string &,
					HOST_WIDE_INT)> &asked,
	      bool keep_methods)
{
  bool &malformed = tab.malformed;
  uint32_t n;
  if (!in.uleb (n) || n > in.left ())
    return malformed = true, false;
  std::vector<std::pair<std::pair<std::string, HOST_WIDE_INT>, field_record>>
    read;
  for (uint32_t i = 0; i < n; i++)
    {
      std::pair<std::string, HOST_WIDE_INT> key;
      field_record r;
      uint32_t flags;
      if (!in.lstr (key.first) || !in.i64 (key.second)
	  || !in.uleb (flags) || flags > 1)
	return malformed = true, false;
      if ((flags & 1) && (!in.lstr (r.escapes) || r.escapes.empty ()))
	return malformed = true, false;
      key.first = link_local_key (key.first, file);
      bool keep = asked (key.first, key.second);
      if (!read_names (in, file, keep ? &r.callees : nullptr)
	  || !read_names (in, file, keep ? &r.named_in : nullptr)
	  || !read_names (in, file, keep ? &r.seen : nullptr))
	return malformed = true, false;
      if (!keep)
	{
	  tab.records_read_past++;
	  continue;
	}
      read.emplace_back (std::move (key), std::move (r));
      tab.records_kept++;
    }
  std::string blob;
  if (!in.str (blob) || !in.at_end ())
    return malformed = true, false;
  for (auto &e : read)
    {
      field_record &r = tab.fields[e.first];
      if (r.escapes.empty ())
	r.escapes = e.second.escapes;
      r.callees.insert (e.second.callees.begin (), e.second.callees.end ());
      r.named_in.insert (e.second.named_in.begin (),
			 e.second.named_in.end ());
      r.seen.insert (e.second.seen.begin (), e.second.seen.end ());
    }
  if (keep_methods && blob.size () > 1)
    tab.pending.push_back ({file, std::move (blob)});
  return true;
}

/* FILE's method records, BLOB, into TAB.methods.  */

bool
decode_methods (tables &tab, lto_file_decl_data *file,
		const std::string &blob)
{
  section_reader in (blob.data (), blob.size ());
  uint32_t n;
  if (!in.uleb (n) || n > in.left ())
    return false;
  std::vector<std::pair<std::string, method_record>> kept (n);
  for (auto &m : kept)
    {
      uint32_t flags;
      if (!read_key (in, file, m.first) || !in.uleb (flags) || flags > 1
	  || !read_names (in, file, &m.second.callees))
	return false;
      m.second.escapes = flags & 1;
    }
  if (!in.at_end ())
    return false;
  for (auto &m : kept)
    {
      method_record &r = tab.methods[m.first];
      r.escapes |= m.second.escapes;
      r.callees.insert (m.second.callees.begin (), m.second.callees.end ());
    }
  return true;
}

} // anon namespace

void
write_field_escapes (const field_records &records)
{
  if (in_lto_p)
    return;
  keyed_fields fields;
  std::map<std::string, method_record> methods;
  unit_field_escapes (records.tables ().escapes, fields, methods, true);
  section_writer out;
  uint32_t n = 0;
  for (auto &e : fields)
    {
      out.lstr (e.first.first);
      out.i64 (e.first.second);
      out.uleb (e.second.escapes.empty () ? 0 : 1);
      if (!e.second.escapes.empty ())
	out.lstr (e.second.escapes);
      write_names (out, e.second.callees);
      write_names (out, e.second.named_in);
      write_names (out, e.second.seen);
      n++;
    }
  section_writer mw;
  mw.uleb (methods.size ());
  for (auto &m : methods)
    {
      mw.lstr (m.first);
      mw.uleb (m.second.escapes ? 1 : 0);
      write_names (mw, m.second.callees);
    }
  out.str (mw.buf);
  section_writer head;
  head.uleb (n);
  write_section (format, {&head, &out}, true);
}

bool
escapes::load_method_records (tables &tab)
{
  for (auto &p : tab.pending)
    if (!decode_methods (tab, p.first, p.second))
      tab.methods_malformed = true;
  tab.pending.clear ();
  return !tab.methods_malformed;
}

/* At the link field_escape is asked only about a field whose
   pointer-field record proves classes (field_fact_for; the pointer
   fields' records are read and closed before these): only those
   fields' records are kept, and the method records only if there is
   one.  The others are most of a library's: xerces-c's records named
   every function seen with each of its pointer fields, 3.4 of the
   plugin's 4.3 MB at its WPA's peak.  */

void
read_field_escapes (field_records &records)
{
  tables &tab = records.tables ().escapes;
  auto asked = [&records] (const std::string &odr, HOST_WIDE_INT pos)
    {
      return field_fact_for (records, NULL_TREE, odr, pos) != nullptr;
    };
  bool any = false;
  for (auto &e : records.tables ().link_fields)
    if (asked (e.first.first, e.first.second))
      {
	any = true;
	break;
      }
  read_sections (format, [&] (lto_file_decl_data *file, section_reader &in)
		 { return read_section (tab, file, in, asked, any); });
  if (tab.malformed)
    for (auto &e : tab.fields)
      e.second.escapes = "some unit's field-escape data were malformed";
}

void
field_escape_records_read (const field_records &records, unsigned &kept,
			   unsigned &read_past)
{
  const tables &tab = records.tables ().escapes;
  kept = tab.records_kept;
  read_past = tab.records_read_past;
}

} // namespace tigdevirt
