/* file-locations.cc - locations of lines in files this process did not
   read.  See file-locations.h.  */

#include "file-locations.h"

namespace tigdevirt {

location_t
file_location (const std::string &file_name, unsigned line,
	       unsigned column)
{
  if (location_t l = location_in_read_maps (file_name.c_str (), line,
					     column))
    return l;
  if (!line_table_may_grow_p ())
    return UNKNOWN_LOCATION;
  static std::map<std::string, const char *> names;
  static const char *current_file;
  static unsigned current_line;
  auto it = names.find (file_name);
  if (it == names.end ())
    it = names.emplace (file_name, xstrdup (file_name.c_str ())).first;
  const char *file = it->second;
  /* Someone else may have added maps since our last one.  */
  if (file != current_file
      || !LINEMAPS_ORDINARY_USED (line_table)
      || ORDINARY_MAP_FILE_NAME (LINEMAPS_LAST_ORDINARY_MAP (line_table))
	 != file)
    {
      linemap_add (line_table,
		   linemap_reason_for_new_file (),
		   false, file, line);
      current_file = file;
      current_line = line;
    }
  if (line != current_line)
    {
      linemap_line_start (line_table, line, column + 1);
      current_line = line;
    }
  return linemap_position_for_column (line_table, column);
}

} // namespace tigdevirt
