/* verify.h - cross-checking our target lists against GCC's.

   With -fplugin-arg-tigdevirt-verify every list we compute is compared
   with what GCC's possible_polymorphic_call_targets returns for the same
   call and context.  Known, deliberate differences are normalized away
   first (see docs/verify.md); anything else is a difference.  */

#ifndef TIGDEVIRT_VERIFY_H
#define TIGDEVIRT_VERIFY_H

#include "call-sites.h"
#include "target-list.h"

namespace tigdevirt {

struct verify_result
{
  /* GCC targets dropped before comparing because they can no longer be
     called (see docs/verify.md).  */
  unsigned stale_gcc_targets = 0;
  bool differs = false;
  std::string detail;	/* What differs, for the dump and the log.  */
};

/* Prepare GCC's own type inheritance graph (idempotent).  */
void verify_init ();

verify_result verify_call (const call_site &c, const target_list &ours);

} // namespace tigdevirt

#endif
