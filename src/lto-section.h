/* lto-section.h - the plugin's own sections in LTO objects.

   GCC's enum of LTO section types is closed, but a section named like a
   function body (".gnu.lto_NAME.0...") is found per object file by GCC's
   own reader (lto_get_section_data), at WPA and at LTRANS alike.  The
   plugin writes records of the compile step for the link (call
   locations, pointer-to-member facts, allocation types, the placement
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

private:
  const char *p, *end;
};

/* Write BUF as this output's section NAME; compressed or not (GCC's
   streams from WPA to LTRANS are not).  */
void write_section (const char *name, const std::string &buf, bool compress);

/* For every object read by this process that has section NAME, call
   READ (FILE, DATA, LEN); a false return means the data were malformed:
   a warning names the object.  Objects without the section are passed to
   MISSING, if given.  */
void read_sections (const char *name, const char *what,
		    bool (*read) (lto_file_decl_data *file, const char *data,
				  size_t len),
		    void (*missing) (lto_file_decl_data *file) = nullptr);

/* The indirect call edges, in list order, of the function that FILE's
   symtab encoder reference REF names, when it has NEDGES of them: the
   per-edge records of the compile step (call locations, allocation
   types) belong to them.  Empty when REF names no function or the count
   differs (a wrong record is worse than none).  */
std::vector<cgraph_edge *> indirect_edges_of (lto_file_decl_data *file,
					      uint32_t ref, uint32_t nedges);

/* The same for the direct edges (callees), in list order.  */
std::vector<cgraph_edge *> direct_edges_of (lto_file_decl_data *file,
					    uint32_t ref, uint32_t nedges);

} // namespace tigdevirt

#endif
