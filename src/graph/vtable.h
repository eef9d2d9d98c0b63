/* vtable.h - reading virtual tables: address points and slots.

   A BINFO_VTABLE is the address point of a vtable: &VTABLE + BYTES.  Slot
   TOKEN of that address point holds the method a call with that token
   reaches.  We read slots from the vtable variable's initializer, which is
   available at every IPA stage (also at WPA, where bodies are not).  */

#ifndef TIGDEVIRT_VTABLE_H
#define TIGDEVIRT_VTABLE_H

#include "gcc-compat.h"

namespace tigdevirt {

struct address_point
{
  tree vtable = NULL_TREE;	/* The VAR_DECL.  */
  HOST_WIDE_INT offset = 0;	/* Bytes from the vtable start.  */

  bool valid () const { return vtable != NULL_TREE; }
};

/* Decode a BINFO_VTABLE expression.  */
address_point decode_address_point (tree binfo_vtable);

/* The key of class TYPE in the link: its vtable's assembler name (unique
   in the link, also for anonymous-namespace classes), "" if none.  The
   tables that travel to LTRANS name classes by it.  */
std::string vtable_key (tree type);

enum class slot_status
{
  method,	/* A method (possibly a thunk) sits in the slot.  */
  pure_virtual,	/* __cxa_pure_virtual.  */
  unreachable,	/* A non-method such as __builtin_unreachable: no target.  */
  unknown	/* The initializer is not available.  */
};

struct slot
{
  slot_status status = slot_status::unknown;
  tree fn = NULL_TREE;
  tree vtable = NULL_TREE;	/* Where FN was read from.  */
  /* The address point it was read at: an object whose vptr holds it
     reaches FN through this slot.  */
  address_point ap;
};

/* Size of one vtable entry of VTABLE, in bytes (0 when VTABLE is not an
   array).  Without a vtable: the size the C++ ABI counts slots in (a
   function pointer), which is also the unit of a member pointer's
   virtual index.  */
HOST_WIDE_INT vtable_entry_size (tree vtable);
HOST_WIDE_INT vtable_entry_size ();

/* Bytes from an address point to slot TOKEN, in VTABLE's entries when it
   is known; the one place a slot's address is computed.  */
HOST_WIDE_INT slot_offset (HOST_WIDE_INT token, tree vtable = NULL_TREE);

/* The contents of slot TOKEN at address point AP.  */
slot read_slot (const address_point &ap, HOST_WIDE_INT token);

/* Number of method slots after AP up to the next non-function entry or the
   end of the vtable (used for -details dumps).  */
unsigned count_slots (const address_point &ap);

/* Number of entries from AP to the end of the vtable (slots GCC proved
   unused, now zero, included; so are the entries of a later group).  */
unsigned entries_after (const address_point &ap);

/* What kind of virtual-table variable DECL is, by its mangled name.  */
enum class vtable_kind { vtable, construction_vtable, vtt, other };
vtable_kind classify_vtable_var (tree decl);

} // namespace tigdevirt

#endif
