/* field-cover.cc - which of the functions that may name a class's
   private members each unit defines, joined at the link.

   A private field is proved when every function that may name it is
   walked by the front end of a unit the link reads (field-types.h).
   One unit closes the class when it defines them all; a class whose
   member functions are defined across several files (run () in one,
   the constructor in another: the usual layout of real code) is closed
   by no unit, and was never proved.  Each unit therefore also writes,
   for such a class, which of those functions it walked: one bit per
   function, in the order the class declares them (the same in every
   unit that defines the class, by the one-definition rule), with a hash
   of their names and parameter counts that tells two units' lists apart
   when they are not the same (a violation of that rule, a macro).  At
   the link a class is closed when the units' bits, over lists that
   agree, cover every function: then each store to the field was seen
   by the unit that walked the function holding it, which recorded it
   (or its refusal) like any other.  A function defined nowhere in the
   link, or only in a unit compiled without the plugin or with code the
   walk skipped (front_end_walk_gap), is walked by no unit, and the
   class stays open.  Only a unit that defines some of those functions
   out of line writes a cover: most units that include the class's
   header walk only its inline members, which the units defining the
   others usually walk too (where they do not, the class stays open),
   and a cover from each would cost the link bytes for nothing.
   Implicitly declared and defaulted members are not listed: they copy
   the field from the same field of another object, or leave it unset,
   which keeps the proved set.  */

#include "field-state.h"
#include "lto-section.h"
#include "type-graph.h"

namespace tigdevirt {
namespace field {

bool
unit_accessor_cover (const tables &tab, tree c, accessor_cover &cover)
{
  std::vector<tree> fns;
  if (!class_private_accessors (c, fns))
    return false;
  /* Each function's name and parameter count (the units of one link are
     compiled by one GCC: its hash is the same in each).  */
  inchash::hash h;
  cover.walked.clear ();
  for (tree fn : fns)
    {
      if (DECL_NAME (fn))
	h.add (IDENTIFIER_POINTER (DECL_NAME (fn)),
	       IDENTIFIER_LENGTH (DECL_NAME (fn)));
      h.add_int (list_length (TYPE_ARG_TYPES (TREE_TYPE (fn))));
      bool walked = tab.walked.count (fn) != 0;
      cover.walked.push_back (walked);
      if (walked && !DECL_DECLARED_INLINE_P (fn) && !DECL_COMDAT (fn)
	  && !DECL_WEAK (fn))
	cover.defines = true;
    }
  cover.hash = h.end ();
  return true;
}

bool
accessor_cover::complete () const
{
  for (bool b : walked)
    if (!b)
      return false;
  return true;
}

void
write_class_covers (const tables &tab, section_writer &out)
{
  std::vector<std::pair<const char *, const accessor_cover *>> named;
  for (auto &e : tab.unit_covers)
    /* A class local to the unit is closed by the unit or by none.  */
    if (const char *name = link_odr_name (e.first))
      named.push_back ({name, &e.second});
  /* By name, not by the classes' addresses: the same compile writes the
     same bytes.  */
  std::sort (named.begin (), named.end (), [] (auto &a, auto &b)
    { return strcmp (a.first, b.first) < 0; });
  out.uleb (named.size ());
  for (auto &n : named)
    {
      const std::vector<bool> &w = n.second->walked;
      out.lstr (n.first);
      out.i64 ((int64_t) n.second->hash);
      out.uleb (w.size ());
      for (size_t i = 0; i < w.size (); i += 8)
	{
	  unsigned byte = 0;
	  for (size_t j = 0; j < 8 && i + j < w.size (); j++)
	    byte |= unsigned (w[i + j]) << j;
	  out.uleb (byte);
	}
    }
}

bool
read_class_covers (section_reader &in,
		   std::vector<std::pair<std::string, accessor_cover>> &covers)
{
  uint32_t n;
  if (!in.uleb (n) || n > in.left ())
    return false;
  covers.resize (n);
  for (auto &c : covers)
    {
      HOST_WIDE_INT hash;
      uint32_t nbits;
      if (!in.lstr (c.first) || c.first.empty () || !in.i64 (hash)
	  || !in.uleb (nbits) || nbits == 0 || nbits / 8 > in.left ())
	return false;
      c.second.hash = (uint64_t) hash;
      c.second.walked.resize (nbits);
      for (uint32_t i = 0; i < nbits; i += 8)
	{
	  uint32_t byte;
	  if (!in.uleb (byte) || byte > 255)
	    return false;
	  for (uint32_t j = 0; j < 8 && i + j < nbits; j++)
	    c.second.walked[i + j] = (byte >> j) & 1;
	}
    }
  return true;
}

void
join_class_cover (tables &tab, const std::string &odr,
		  const accessor_cover &cover)
{
  auto ins = tab.link_covers.emplace (odr, link_cover ());
  link_cover &l = ins.first->second;
  if (ins.second)
    {
      l.cover = cover;
      return;
    }
  if (l.cover.hash != cover.hash
      || l.cover.walked.size () != cover.walked.size ())
    {
      l.conflict = true;
      return;
    }
  for (size_t i = 0; i < cover.walked.size (); i++)
    if (cover.walked[i])
      l.cover.walked[i] = true;
}

void
close_by_covers (tables &tab)
{
  for (auto &c : tab.link_covers)
    if (!c.second.conflict && c.second.cover.complete ())
      /* Every function that may name its members is walked: a class
	 derived from one with a protected field is closed too.  */
      tab.link_closed_derived.insert (c.first);
  for (auto &e : tab.link_fields)
    {
      link_record &r = e.second;
      if (r.closed || !r.closable)
	continue;
      auto it = tab.link_covers.find (e.first.first);
      if (it != tab.link_covers.end () && !it->second.conflict
	  && it->second.cover.complete ())
	r.closed = true;
    }
}

} // namespace field
} // namespace tigdevirt
