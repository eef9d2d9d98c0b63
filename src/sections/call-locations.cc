/* call-locations.cc - streaming call locations through LTO objects.

   Section ".gnu.lto_tigdevirt_calls.0.ID" (named like a function body
   section so that GCC's reader finds it per object file) holds:
     "TGDVLOC1"
     u32 nfiles, then each file name as u32 length + bytes
     u32 nfuncs, then for each function with a body in this object:
       u32 symtab encoder reference, u32 nedges,
       for each indirect call edge, in list order (GCC streams edges so that
       the order survives): u32 file index + 1 (0: unknown), u32 line,
       u32 column.
   A reader that finds a different number of edges for a function ignores
   that function: a wrong location is worse than none.  */

#include "call-locations.h"
#include "file-locations.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const section_format format
  = {"tigdevirt_calls", "TGDVLOC1", "call-location data"};

/* A recorded location, FILE an index into its section's file names
   (0: none).  */
struct location
{
  cgraph_edge *edge;
  uint32_t file, line, column;
};

/* A hash map, not a std::map: one entry per indirect call of the link,
   kept until the end (bench/scale small: 12,657; a std::map node costs
   three times as much).  Made by the first read.  */
hash_map<cgraph_edge *, location_t> *locations;

cgraph_edge_hook_list *removal_hook;

void
forget_edge (cgraph_edge *e, void *)
{
  locations->remove (e);
}

} // anon namespace


void
write_call_locations ()
{
  std::vector<std::string> files;
  std::map<std::string, uint32_t> file_index;
  section_writer funcs;
  uint32_t nfuncs = 0;

  for_each_streamed_body ([&] (int i, cgraph_node *node)
    {
      if (!node->indirect_calls)
	return;
      uint32_t nedges = 0;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	nedges++;
      funcs.u32 (i);
      funcs.u32 (nedges);
      nfuncs++;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  expanded_location x = { nullptr, 0, 0, nullptr, false };
	  if (e->call_stmt && gimple_has_location (e->call_stmt))
	    x = expand_location (gimple_location (e->call_stmt));
	  uint32_t index = 0;
	  if (x.file)
	    {
	      auto it = file_index.find (x.file);
	      if (it == file_index.end ())
		{
		  files.push_back (x.file);
		  it = file_index.emplace (x.file, files.size ()).first;
		}
	      index = it->second;
	    }
	  funcs.u32 (index);
	  funcs.u32 (x.line);
	  funcs.u32 (x.column);
	}
    });
  if (!nfuncs)
    return;

  section_writer head;
  head.u32 (files.size ());
  for (const std::string &f : files)
    head.str (f);
  head.u32 (nfuncs);
  /* Compressed: GCC's reader decompresses every section at WPA.  */
  write_section (format, {&head, &funcs}, true);
}

/* Read one object's section; false if it is malformed.  */

static bool
read_section (lto_file_decl_data *file, section_reader &in)
{
  uint32_t nfiles, nfuncs;
  if (!in.u32 (nfiles))
    return false;
  std::vector<std::string> files (nfiles);
  for (std::string &f : files)
    if (!in.str (f))
      return false;
  if (!in.u32 (nfuncs))
    return false;
  std::vector<location> all;
  for (uint32_t i = 0; i < nfuncs; i++)
    {
      uint32_t ref, nedges;
      if (!in.u32 (ref) || !in.u32 (nedges))
	return false;
      std::vector<location> locs (nedges);
      for (location &l : locs)
	if (!in.u32 (l.file) || !in.u32 (l.line) || !in.u32 (l.column)
	    || l.file > files.size ())
	  return false;
      if ((int) ref >= lto_symtab_encoder_size (file->symtab_node_encoder))
	return false;
      std::vector<cgraph_edge *> edges = indirect_edges_of (file, ref, nedges);
      for (size_t n = 0; n < edges.size (); n++)
	if (locs[n].file)
	  {
	    locs[n].edge = edges[n];
	    all.push_back (locs[n]);
	  }
    }
  /* By file and line: each change of file or step back in a file costs
     the line table a new map (7,300 maps for 12,657 calls in functions
     order on bench/scale small).  */
  std::sort (all.begin (), all.end (),
	     [] (const location &a, const location &b)
	     {
	       return a.file != b.file ? a.file < b.file
		      : a.line != b.line ? a.line < b.line
		      : a.column < b.column;
	     });
  if (!locations)
    locations = new hash_map<cgraph_edge *, location_t>;
  for (const location &l : all)
    locations->put (l.edge, file_location (files[l.file - 1], l.line,
					   l.column));
  return true;
}

void
read_call_locations ()
{
  read_sections (format, read_section);
  if (!removal_hook && locations && locations->elements ())
    removal_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
}

location_t
call_location (cgraph_edge *e)
{
  if (e->call_stmt && gimple_has_location (e->call_stmt))
    return gimple_location (e->call_stmt);
  location_t *l = locations ? locations->get (e) : nullptr;
  return l ? *l : UNKNOWN_LOCATION;
}

} // namespace tigdevirt
