/* vcp-layout.cc - allocating bits after vtables.  See vcp-layout.h.  */

#include "vcp-layout.h"

namespace tigdevirt {

unsigned
vcp_layout::add_vtable (uint64_t end_bytes)
{
  vtable t;
  t.end_bits = end_bytes * 8;
  tables.push_back (t);
  return tables.size () - 1;
}

bool
vcp_layout::is_free (const vtable &t, uint64_t offset, unsigned width) const
{
  if (offset < t.end_bits)
    return false;
  for (uint64_t b = offset - t.end_bits; b < offset - t.end_bits + width; b++)
    if (b < t.used.size () && t.used[b])
      return false;
  return true;
}

uint64_t &
vcp_layout::slot_growth (vtable &t, unsigned slot)
{
  for (auto &g : t.grown)
    if (g.first == slot)
      return g.second;
  t.grown.emplace_back (slot, 0);
  return t.grown.back ().second;
}

int64_t
vcp_layout::allocate (const std::vector<unsigned> &vtables, unsigned width,
		      unsigned slot, uint64_t budget)
{
  if (vtables.empty () || !width)
    return -1;
  unsigned align = width == 1 ? 1 : width;
  uint64_t start = 0;
  for (unsigned v : vtables)
    if (tables[v].end_bits > start)
      start = tables[v].end_bits;
  start = (start + align - 1) / align * align;
  /* The lowest aligned offset free everywhere.  Some offset is: beyond
     every vtable's used bits.  */
  uint64_t offset = start;
  for (;; offset += align)
    {
      bool ok = true;
      for (unsigned v : vtables)
	if (!is_free (tables[v], offset, width))
	  {
	    ok = false;
	    break;
	  }
      if (ok)
	break;
    }
  /* The growth of each vtable, against its slot's budget.  */
  std::vector<uint64_t> growth (vtables.size ());
  for (unsigned i = 0; i < vtables.size (); i++)
    {
      vtable &t = tables[vtables[i]];
      uint64_t extent = t.end_bits + t.used.size ();
      growth[i] = offset + width > extent ? offset + width - extent : 0;
      if (slot_growth (t, slot) + growth[i] > budget)
	return -1;
    }
  for (unsigned i = 0; i < vtables.size (); i++)
    {
      vtable &t = tables[vtables[i]];
      uint64_t last = offset + width - t.end_bits;
      if (t.used.size () < last)
	t.used.resize (last, false);
      for (uint64_t b = offset - t.end_bits; b < last; b++)
	t.used[b] = true;
      slot_growth (t, slot) += growth[i];
    }
  return offset;
}

uint64_t
vcp_layout::size_bytes (unsigned v) const
{
  const vtable &t = tables[v];
  return (t.end_bits + t.used.size () + 7) / 8;
}

uint64_t
vcp_layout::added_bytes (unsigned v) const
{
  return size_bytes (v) - tables[v].end_bits / 8;
}

} // namespace tigdevirt
