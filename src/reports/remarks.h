/* remarks.h - dump lines, -fopt-info remarks and counts for decisions.  */

#ifndef TIGDEVIRT_REMARKS_H
#define TIGDEVIRT_REMARKS_H

#include "dead-methods.h"
#include "devirt.h"
#include "stats.h"

namespace tigdevirt {

void report_decision (const call_site &c, const devirt_decision &d,
		      run_stats &stats);

/* The dead methods: a dump line and a remark per method, the counts.  */
void report_dead_methods (const dead_method_report &r, run_stats &stats);

} // namespace tigdevirt

#endif
