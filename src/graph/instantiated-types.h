/* instantiated-types.h - which classes have objects (rapid type analysis).

   For a class whose every construction is visible (poly_type::
   constructions_known: closed at link time, or anonymous-namespace and
   local types), the class is a possible dynamic type only if some code can
   make an object's vptr point to its vtable: a reference to the vtable is
   how every constructor, inlined or not, installs it.  So
     instantiated (T) = some live reference to T's vtable creates objects
   and a target list may drop T's own slots when T is not instantiated
   (target-list.cc), outside construction and destruction.

   A reference is harmless, because it cannot let other code see T as a
   dynamic type, when it comes from T's own constructor or destructor
   that calls nothing but its bases' constructors and destructors and
   operator delete (calls made inside that window are in-construction
   calls, whose lists keep T), and a constructor only when no complete T
   can be built with it (T is abstract, or it is the base-object
   constructor, called only from constructors of derived classes).
   Everything else (any other function, a static object's initializer, a
   VTT) counts as creating objects.  GCC's own rule for
   anonymous-namespace types is coarser: a defined vtable.  */

#ifndef TIGDEVIRT_INSTANTIATED_TYPES_H
#define TIGDEVIRT_INSTANTIATED_TYPES_H

#include "type-graph.h"

namespace tigdevirt {

/* Set instantiated and instances_reason of every type whose constructions
   are known.  */
void find_instantiated_types (type_graph &g);

} // namespace tigdevirt

#endif
