/* lto-section.cc - writing and reading the plugin's LTO sections.  See
   lto-section.h.  */

#include "lto-section.h"

namespace tigdevirt {

void
section_writer::u32 (uint32_t v)
{
  for (int i = 0; i < 4; i++)
    buf.push_back ((char) ((v >> (8 * i)) & 0xff));
}

void
section_writer::i64 (int64_t v)
{
  for (int i = 0; i < 8; i++)
    buf.push_back ((char) (((uint64_t) v >> (8 * i)) & 0xff));
}

void
section_writer::str (const std::string &s)
{
  u32 (s.size ());
  buf += s;
}

void
section_writer::uleb (uint32_t v)
{
  do
    {
      unsigned char b = v & 0x7f;
      v >>= 7;
      buf.push_back ((char) (b | (v ? 0x80 : 0)));
    }
  while (v);
}

void
section_writer::lstr (const std::string &s)
{
  uleb (s.size ());
  buf += s;
}

bool
section_reader::uleb (uint32_t &v)
{
  v = 0;
  for (int shift = 0; shift < 35; shift += 7)
    {
      if (p == end)
	return false;
      unsigned char b = *p++;
      if (shift == 28 && (b & 0x70))
	return false;	/* More than 32 bits.  */
      v |= (uint32_t) (b & 0x7f) << shift;
      if (!(b & 0x80))
	return true;
    }
  return false;
}

bool
section_reader::lstr (std::string &s)
{
  uint32_t n;
  if (!uleb (n) || (size_t) (end - p) < n)
    return false;
  s.assign (p, n);
  p += n;
  return true;
}

bool
section_reader::magic (const char *m)
{
  size_t n = strlen (m);
  if ((size_t) (end - p) < n || memcmp (p, m, n))
    return false;
  p += n;
  return true;
}

bool
section_reader::u32 (uint32_t &v)
{
  if (end - p < 4)
    return false;
  v = 0;
  for (int i = 0; i < 4; i++)
    v |= (uint32_t) (unsigned char) p[i] << (8 * i);
  p += 4;
  return true;
}

bool
section_reader::i64 (HOST_WIDE_INT &v)
{
  if (end - p < 8)
    return false;
  uint64_t u = 0;
  for (int i = 0; i < 8; i++)
    u |= (uint64_t) (unsigned char) p[i] << (8 * i);
  v = (HOST_WIDE_INT) u;
  p += 8;
  return true;
}

bool
section_reader::str (std::string &s)
{
  uint32_t n;
  if (!u32 (n) || (size_t) (end - p) < n)
    return false;
  s.assign (p, n);
  p += n;
  return true;
}

void
write_section (const section_format &f,
	       std::initializer_list<const section_writer *> parts,
	       bool compress)
{
  char *section = lto_get_section_name (LTO_section_function_body, f.name,
					0, NULL);
  lto_begin_section (section, compress);
  lto_write_data (f.magic, strlen (f.magic));
  for (const section_writer *w : parts)
    lto_write_data (w->buf.data (), w->buf.size ());
  lto_end_section ();
  free (section);
}

void
read_sections (const section_format &f, const section_read_fn &read,
	       void (*missing) (lto_file_decl_data *))
{
  lto_file_decl_data **files = lto_get_file_decl_data ();
  for (unsigned j = 0; files && files[j]; j++)
    {
      size_t len = 0;
      const char *data = lto_get_section_data (files[j],
					       LTO_section_function_body,
					       f.name, 0, &len);
      if (!data)
	{
	  if (missing)
	    missing (files[j]);
	  continue;
	}
      section_reader in (data, len);
      bool known = in.magic (f.magic);
      if (!known && missing)
	missing (files[j]);
      /* Another version of the section's format (its magic's last two
	 characters): an object compiled by an older or newer plugin, not
	 a damaged one.  */
      size_t n = strlen (f.magic);
      if (!known && n > 2 && len >= n && !memcmp (data, f.magic, n - 2))
	warning (0, "tigdevirt: ignoring %s in %qs: written by another "
		 "version of tigdevirt (format %.*s, this one reads %s); "
		 "compile it again with this plugin", f.what,
		 files[j]->file_name, (int) n, data, f.magic);
      else if (!known || !read (files[j], in))
	warning (0, "tigdevirt: ignoring malformed %s in %qs", f.what,
		 files[j]->file_name);
      lto_free_section_data (files[j], LTO_section_function_body, f.name,
			     data, len);
    }
}

/* The edges of either list of REF's function, when it has NEDGES.  */

static std::vector<cgraph_edge *>
edges_of (lto_file_decl_data *file, uint32_t ref, uint32_t nedges,
	  bool indirect)
{
  std::vector<cgraph_edge *> edges;
  if ((int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
    return edges;
  cgraph_node *node = dyn_cast<cgraph_node *>
    (lto_symtab_encoder_deref (file->symtab_node_encoder, ref));
  if (!node)
    return edges;
  for (cgraph_edge *e = indirect ? node->indirect_calls : node->callees; e;
       e = e->next_callee)
    edges.push_back (e);
  if (edges.size () != nedges)
    edges.clear ();
  return edges;
}

std::vector<cgraph_edge *>
indirect_edges_of (lto_file_decl_data *file, uint32_t ref, uint32_t nedges)
{
  return edges_of (file, ref, nedges, true);
}

std::vector<cgraph_edge *>
direct_edges_of (lto_file_decl_data *file, uint32_t ref, uint32_t nedges)
{
  return edges_of (file, ref, nedges, false);
}

} // namespace tigdevirt
