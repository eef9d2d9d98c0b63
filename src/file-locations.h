/* file-locations.h - locations of lines in files GCC did not read in this
   process: a call's or declaration's line recorded at compile time and
   read at the link, an entry of the open-hierarchies file.  One helper,
   so that every caller meets GCC's rules for adding line maps the same
   way (file-locations.cc).  */

#ifndef TIGDEVIRT_FILE_LOCATIONS_H
#define TIGDEVIRT_FILE_LOCATIONS_H

#include "gcc-compat.h"

namespace tigdevirt {

/* A location for FILE:LINE:COLUMN: one of the maps the LTO objects brought
   where they hold that line (GCC 17 streams every unit's line table),
   else one in a map added for FILE, else UNKNOWN_LOCATION where the
   table may not grow (GCC 17 at WPA).  At a link, call only while
   summaries are read or before: all maps are added in one batch then,
   when no LTO location cache is half-way through its own batch (each of
   those starts with a fresh line map of its own).  */
location_t file_location (const std::string &file, unsigned line,
			  unsigned column);

} // namespace tigdevirt

#endif
