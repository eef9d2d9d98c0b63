/* reasons.h - why a call is left as it is, or a step did not apply to
   it, as a value: the try-steps return one, the statistics count them,
   the dumps and remarks print reason_text ().  Code tests the value,
   never the text.  The list is reasons.def.  */

#ifndef TIGDEVIRT_REASONS_H
#define TIGDEVIRT_REASONS_H

namespace tigdevirt {

enum class reason : unsigned char
{
  none,
#define REASON(id, text) id,
#include "reasons.def"
#undef REASON
};

/* The reason's text; "" for none.  */
const char *reason_text (reason r);

} // namespace tigdevirt

#endif
