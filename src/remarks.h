/* remarks.h - dump lines, -fopt-info remarks and counts for decisions.  */

#ifndef TIGDEVIRT_REMARKS_H
#define TIGDEVIRT_REMARKS_H

#include "devirt.h"
#include "stats.h"

namespace tigdevirt {

void report_decision (const call_site &c, const devirt_decision &d,
		      run_stats &stats);

} // namespace tigdevirt

#endif
