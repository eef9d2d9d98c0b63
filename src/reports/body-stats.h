/* body-stats.h - FILE.ltrans: what the passes over bodies did.

   The analysis runs once per link (WPA), but the passes that change
   bodies run in every process that compiles them (each LTRANS
   partition, or the one LTO or compile process): vptr and slot loads
   reused and hoisted, loops versioned (vptr-reuse.h), the speculative
   calls the plugin expanded itself (speculation-expand.h,
   dispatch-copies.h).  With stats=FILE the analysis empties FILE.ltrans
   after writing FILE, and each such process appends one JSON line of
   its counts when it ends (docs/stats-format.md); tigdevirt-report sums
   them.  */

#ifndef TIGDEVIRT_BODY_STATS_H
#define TIGDEVIRT_BODY_STATS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* Empty FILE.ltrans (the analysis, after FILE).  */
void start_body_stats ();

/* Append this process's line (a PLUGIN_FINISH callback).  */
void write_body_stats (void *gcc_data, void *user_data);

} // namespace tigdevirt

#endif
