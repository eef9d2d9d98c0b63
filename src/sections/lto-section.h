/* lto-section.h - the plugin's own sections in LTO objects.

   GCC's enum of LTO section types is closed, but a section named like a
   function body (".gnu.lto_NAME.0...") is found per object file by GCC's
   own reader (lto_get_section_data), at WPA and at LTRANS alike.  The
   plugin writes records of the compile step for the link (call
   locations, the types of calls through pointers, pointer-to-member facts, allocation types, the placement
   census, declaration sites, type-change records) and the link's plans
   for LTRANS (expansion plans, virtual constants, type-change facts).
   Fields are little-endian, of fixed width or LEB128, so that a reader
   checks every length and a malformed section is refused, never
   trusted.  */

#ifndef TIGDEVIRT_LTO_SECTION_H
#define TIGDEVIRT_LTO_SECTION_H

#include "gcc-compat.h"

namespace tigdevirt {

class section_writer
{
public:
  void u32 (uint32_t v);
  void i64 (int64_t v);
  /* u32 length, then the bytes.  */
  void str (const std::string &s);
  /* Variable width (LEB128: 7 bits a byte, low first), for the many small
     numbers of the compile-time records; and a string with such a
     length.  */
  void uleb (uint32_t v);
  void lstr (const std::string &s);
  std::string buf;
};

class section_reader
{
public:
  section_reader (const char *data, size_t len) : p (data), end (data + len)
  {}
  /* Consume MAGIC (a string literal's bytes, without its NUL).  */
  bool magic (const char *magic);
  bool u32 (uint32_t &v);
  bool i64 (HOST_WIDE_INT &v);
  bool str (std::string &s);
  bool uleb (uint32_t &v);
  bool lstr (std::string &s);
  bool at_end () const { return p == end; }
  /* Bytes not read yet: a bound for counts read from the data.  */
  size_t left () const { return end - p; }

private:
  const char *p, *end;
};

/* One of the plugin's sections: the NAME GCC's section name is made of
   (".gnu.lto_NAME..."), the MAGIC its data begin with (8 bytes naming
   the format and its version: a reader refuses any other), and WHAT a
   warning about a malformed one calls it.  */
struct section_format
{
  const char *name;
  const char *magic;
  const char *what;
};

/* Write this output's section F: F's magic, then PARTS in order (a
   header and a body built apart are written without joining them);
   compressed or not (GCC's streams from WPA to LTRANS are not).  */
void write_section (const section_format &f,
		    std::initializer_list<const section_writer *> parts,
		    bool compress);

/* For every object read by this process that has section F, call
   READ (FILE, IN), IN past F's magic.  A section without the magic, or a
   false return, means the data were malformed: a warning names the
   object, and a section without the magic counts as missing.  Objects
   without the section are passed to MISSING, if given.  READ may be a
   lambda holding the tables it fills (the run's state).  */
typedef std::function<bool (lto_file_decl_data *file, section_reader &in)>
  section_read_fn;
void read_sections (const section_format &f, const section_read_fn &read,
		    void (*missing) (lto_file_decl_data *file) = nullptr);

/* Call VISIT (REF, NODE) for every function whose body this output
   streams, REF its symtab encoder reference (what the per-function
   records of the compile step are keyed by).  */
template<typename F>
void
for_each_streamed_body (F visit)
{
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    if (cgraph_node *node
	  = dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, i)))
      if (lto_symtab_encoder_encode_body_p (encoder, node))
	visit (i, node);
}

/* The indirect call edges, in list order, of the function that FILE's
   symtab encoder reference REF names, when it has NEDGES of them: the
   per-edge records of the compile step (call locations, allocation
   types) belong to them.  Empty when REF names no function or the count
   differs (a wrong record is worse than none).  */
std::vector<cgraph_edge *> indirect_edges_of (lto_file_decl_data *file,
					      uint32_t ref, uint32_t nedges);

/* Read the per-edge records of a compile step's section from IN: u32
   count of functions, then per function uleb symtab encoder reference,
   uleb count of its indirect edges and per edge one uleb value; call
   RECORD (EDGE, VALUE) for each, EDGE null where the function's edges at
   the link are not the compile step's (indirect_edges_of).  False on
   malformed data, or when RECORD refuses a value.  */
template<typename F>
bool
read_indirect_edge_records (lto_file_decl_data *file, section_reader &in,
			    F record)
{
  uint32_t nfuncs;
  if (!in.u32 (nfuncs))
    return false;
  for (uint32_t i = 0; i < nfuncs; i++)
    {
      uint32_t ref, nedges;
      if (!in.uleb (ref) || !in.uleb (nedges) || nedges > in.left ()
	  || (int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	return false;
      std::vector<cgraph_edge *> edges = indirect_edges_of (file, ref, nedges);
      for (uint32_t n = 0; n < nedges; n++)
	{
	  uint32_t v;
	  if (!in.uleb (v) || !record (edges.empty () ? nullptr : edges[n], v))
	    return false;
	}
    }
  return true;
}

/* The same for the direct edges (callees), in list order.  */
std::vector<cgraph_edge *> direct_edges_of (lto_file_decl_data *file,
					    uint32_t ref, uint32_t nedges);

} // namespace tigdevirt

#endif
