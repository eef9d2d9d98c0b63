/* loader-pages.h - the pages of GCC's own symbol tables that loading the
   plugin reads, given back.

   GCC loads a plugin with dlopen (RTLD_NOW): the dynamic loader looks up
   every symbol the plugin imports in the executable's .gnu.hash, .dynsym
   and .dynstr (lto1's and cc1plus's: 2.2 MB in GCC 12, 2.8 MB in GCC 16),
   and the kernel maps up to 64 KB of the file around each page a lookup
   touches (fault-around).  Those pages then stay in the process's
   resident set for the rest of its life, although nothing reads them
   again (GCC alone never looks a symbol up): 1.4 of the 1.7 MB by which
   loading the plugin raised a one-line GCC 12 link's peak memory, 2.1 of
   3.0 MB on GCC 16 (docs/rebuild-method.md, "Peak memory").  Once the
   plugin is bound, release_loader_pages drops them from this process's
   page tables (madvise MADV_DONTNEED over the executable's read-only
   segment that holds its dynamic symbol table).  Only a segment the file maps
   read-only and that no relocation writes qualifies: its pages are the
   file's, unchanged, so a later lookup (lazy binding of a library's
   call, the unwinder reading the program headers) faults the same bytes
   back in from the page cache.  Nothing else changes.  */

#ifndef TIGDEVIRT_LOADER_PAGES_H
#define TIGDEVIRT_LOADER_PAGES_H

namespace tigdevirt {

/* Drop the pages of the executable's dynamic symbol tables from this
   process's resident set, where that is safe (above).  */
void release_loader_pages ();

/* How many KB release_loader_pages gave back (0: none, or it did not
   apply: the reason is loader_pages_kept).  */
unsigned long loader_pages_released_kb ();

/* Why nothing was given back, or null.  */
const char *loader_pages_kept ();

} // namespace tigdevirt

#endif
