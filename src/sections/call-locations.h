/* call-locations.h - source locations of polymorphic calls at link time.

   At WPA function bodies are not in memory, so a call edge has no
   statement and no location.  When the plugin is also loaded at compile
   time, it writes the location of every indirect call into the LTO object
   (a section of its own, read back at link time) so that dumps, remarks and
   diagnostics name the exact line of a call.  */

#ifndef TIGDEVIRT_CALL_LOCATIONS_H
#define TIGDEVIRT_CALL_LOCATIONS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* IPA pass hooks: write at compile time (-flto), read at link time.  */
void write_call_locations ();
void read_call_locations ();

/* The source location of call E: its statement's when the body is in
   memory, else the one recorded at compile time, else UNKNOWN_LOCATION.  */
location_t call_location (cgraph_edge *e);

} // namespace tigdevirt

#endif
