/* reasons.cc - the texts of the reasons (reasons.def).  */

#include "reasons.h"

namespace tigdevirt {

const char *
reason_text (reason r)
{
  static const char *const texts[] = {
    "",
#define REASON(id, text) text,
#include "reasons.def"
#undef REASON
  };
  return texts[(unsigned) r];
}

} // namespace tigdevirt
