/* field-escape-state.h - what the files of field-escapes.h share at
   compile time: this unit's records, made by the front end's mentions
   and the GIMPLE walk (field-escape-records.cc, field-escape-walk.cc).
   Internal to those files; the rest of the plugin uses
   field-escapes.h.  */

#ifndef TIGDEVIRT_FIELD_ESCAPE_STATE_H
#define TIGDEVIRT_FIELD_ESCAPE_STATE_H

#include "field-escapes.h"

namespace tigdevirt {
namespace escapes {

/* The fields followed in GIMPLE (those the front end saw named, of a
   class pointer type that may be polymorphic) and this unit's record of
   each: keyed by the class's key once it is final, after free_lang_data
   (unit_field_escapes).  */
extern std::map<tree, field_record> unit_fields;
/* For each function (tagged name), the fields it names.  */
extern std::map<std::string, std::vector<tree>> named_by;
/* This unit's records of member functions, by tagged name.  */
extern std::map<std::string, method_record> unit_methods;

} // namespace escapes
} // namespace tigdevirt

#endif
