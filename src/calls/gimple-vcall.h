/* gimple-vcall.h - what a virtual call looks like in GIMPLE.

   After the front end, a virtual call is
     _3 = obj->_vptr;  _4 = _3 + 16;  _5 = *_4;
     lhs = OBJ_TYPE_REF (_5; obj->2) (obj, args...);
   The transformations that work on bodies (speculation-expand.cc,
   vcp-rewrite.cc) need the vptr it loaded the slot through.  */

#ifndef TIGDEVIRT_GIMPLE_VCALL_H
#define TIGDEVIRT_GIMPLE_VCALL_H

#include "gcc-compat.h"

namespace tigdevirt {

/* The pointer CALL loads its function from, SLOT_OFFSET bytes before the
   slot (the vptr, when SLOT_OFFSET is the slot's offset from the address
   point); null if the load does not look like that (an earlier transform
   may have changed it).  */
tree vptr_of_call (gcall *call, HOST_WIDE_INT slot_offset);

} // namespace tigdevirt

#endif
