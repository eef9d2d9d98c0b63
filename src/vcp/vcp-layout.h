/* vcp-layout.h - where virtual constants live after the vtables.

   Pure algorithm, no GCC headers (unit-tested on its own by make check).

   Virtual constant propagation stores, for one vtable slot and one vector
   of constant arguments, the value every class's method returns, at the
   same offset from each class's address point, so that a call becomes a
   load through the object's vptr (docs/virtual-constant-propagation.md).
   The values go after the end of each vtable variable: an address point
   and everything before it never move (ABI, and every constructor's
   reference to it).  Each vtable's own bytes after its address point are
   taken; beyond its end, bits are free until earlier values take them.
   An allocation asks for a width (1 bit for a bool, else 8, 16, 32 or 64
   bits, aligned to their size) in a set of vtables and gets the lowest
   offset that is free in all of them, as LLVM's findLowestOffset does.
   A budget bounds how many bits one slot may add to any one vtable.  */

#ifndef TIGDEVIRT_VCP_LAYOUT_H
#define TIGDEVIRT_VCP_LAYOUT_H

#include <cstdint>
#include <vector>

namespace tigdevirt {

class vcp_layout
{
public:
  /* A vtable whose last byte is END_BYTES after its address point; its
     handle is the return value.  */
  unsigned add_vtable (uint64_t end_bytes);

  /* The lowest offset in bits from the address points, aligned to WIDTH
     (1 bit for WIDTH 1, else WIDTH bits), at which WIDTH bits are free in
     every vtable of VTABLES; -1 when that would make the bits SLOT (a
     caller's number for the vtable slot: every slot has a budget of its
     own) has added to some vtable, its growth included, more than
     BUDGET.  On success the bits are taken.  */
  int64_t allocate (const std::vector<unsigned> &vtables, unsigned width,
		    unsigned slot, uint64_t budget);

  /* Bytes vtable V needs after its address point: its own end, or the
     end of the last value stored after it, rounded up to a byte.  */
  uint64_t size_bytes (unsigned v) const;

  /* Bytes added to vtable V after its end.  */
  uint64_t added_bytes (unsigned v) const;

private:
  struct vtable
  {
    uint64_t end_bits;
    std::vector<bool> used;	/* Bits after END_BITS.  */
    /* Slot -> bits it made this vtable grow by.  */
    std::vector<std::pair<unsigned, uint64_t>> grown;
  };
  bool is_free (const vtable &t, uint64_t offset, unsigned width) const;
  uint64_t &slot_growth (vtable &t, unsigned slot);
  std::vector<vtable> tables;
};

} // namespace tigdevirt

#endif
