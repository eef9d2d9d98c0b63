/* remarks.h - dump lines and -fopt-info remarks for decisions (their
   counts: run_stats, stats.h).  */

#ifndef TIGDEVIRT_REMARKS_H
#define TIGDEVIRT_REMARKS_H

#include "dead-methods.h"
#include "devirt.h"

namespace tigdevirt {

void report_decision (const call_site &c, const devirt_decision &d);

/* The dead methods: a dump line and a remark per method.  */
void report_dead_methods (const dead_method_report &r);

} // namespace tigdevirt

#endif
