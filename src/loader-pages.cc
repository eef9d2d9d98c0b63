/* loader-pages.cc - the pages of GCC's own symbol tables that loading the
   plugin reads, given back.  See loader-pages.h.  */

#include "loader-pages.h"

#include <link.h>
#include <sys/mman.h>
#include <unistd.h>

namespace tigdevirt {

namespace {

unsigned long released_kb;
const char *kept_reason = "not tried";

/* The executable's dynamic symbol table's address, or 0; TEXTREL set if
   relocations write its read-only segments.  */
ElfW(Addr)
dynamic_symtab (const dl_phdr_info *info, bool &textrel)
{
  textrel = false;
  ElfW(Addr) symtab = 0;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      if (info->dlpi_phdr[i].p_type != PT_DYNAMIC)
	continue;
      const ElfW(Dyn) *d = (const ElfW(Dyn) *) (info->dlpi_addr
						  + info->dlpi_phdr[i].p_vaddr);
      for (; d->d_tag != DT_NULL; d++)
	if (d->d_tag == DT_SYMTAB)
	  symtab = d->d_un.d_ptr;
	else if (d->d_tag == DT_TEXTREL
		 || (d->d_tag == DT_FLAGS && (d->d_un.d_val & DF_TEXTREL)))
	  textrel = true;
    }
  return symtab;
}

/* The read-only, not executable PT_LOAD segment of INFO holding ADDR
   (relocated by the loader or not), or null.  */
const ElfW(Phdr) *
read_only_segment (const dl_phdr_info *info, ElfW(Addr) addr)
{
  for (ElfW(Addr) a : { addr, (ElfW(Addr)) (info->dlpi_addr + addr) })
    for (int i = 0; i < info->dlpi_phnum; i++)
      {
	const ElfW(Phdr) &p = info->dlpi_phdr[i];
	ElfW(Addr) start = info->dlpi_addr + p.p_vaddr;
	if (p.p_type == PT_LOAD && a >= start && a < start + p.p_memsz)
	  return (p.p_flags & (PF_W | PF_X)) == 0
		 && p.p_filesz == p.p_memsz ? &p : nullptr;
      }
  return nullptr;
}

int
release_main_program (dl_phdr_info *info, size_t, void *)
{
  /* The first object is the executable (glibc's order).  */
  bool textrel;
  ElfW(Addr) symtab = dynamic_symtab (info, textrel);
  if (!symtab)
    kept_reason = "the executable has no dynamic symbol table";
  else if (textrel)
    kept_reason = "relocations write the executable's read-only segments";
  else if (const ElfW(Phdr) *p = read_only_segment (info, symtab))
    {
      long page = sysconf (_SC_PAGESIZE);
      /* Whole pages inside the segment only.  */
      ElfW(Addr) start = info->dlpi_addr + p->p_vaddr;
      ElfW(Addr) lo = 0, hi = 0;
      if (page > 0)
	{
	  lo = (start + page - 1) & ~(ElfW(Addr)) (page - 1);
	  hi = (start + p->p_memsz) & ~(ElfW(Addr)) (page - 1);
	}
      if (page <= 0)
	kept_reason = "the page size is unknown";
      else if (hi <= lo)
	kept_reason = "the segment is smaller than a page";
      else if (madvise ((void *) lo, hi - lo, MADV_DONTNEED) != 0)
	kept_reason = "madvise failed";
      else
	{
	  released_kb = (hi - lo) / 1024;
	  kept_reason = nullptr;
	}
    }
  else
    kept_reason = "the dynamic symbol table is not in a read-only segment";
  return 1;
}

} // anon namespace

void
release_loader_pages ()
{
  dl_iterate_phdr (release_main_program, nullptr);
}

unsigned long
loader_pages_released_kb ()
{
  return released_kb;
}

const char *
loader_pages_kept ()
{
  return kept_reason;
}

} // namespace tigdevirt
