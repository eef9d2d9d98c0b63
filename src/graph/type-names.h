/* type-names.h - the names of classes and functions: printable ones
   for dumps and remarks, and the keys by which the facts a unit streams
   name a class at the link (ODR names; a unit's local classes, whose
   mangled names other units share, by the unit: type-flow.md, "Classes
   of anonymous namespaces under -flto").  */

#ifndef TIGDEVIRT_TYPE_NAMES_H
#define TIGDEVIRT_TYPE_NAMES_H

#include "gcc-compat.h"

namespace tigdevirt {

/* Is TYPE a class of an anonymous namespace (or otherwise without
   linkage)?  Of a function's body?  */
bool in_anonymous_namespace (tree type);
bool function_local (tree type);

/* MANGLED demangled with cplus_demangle_v3's OPTIONS; empty when it is
   not a mangled name.  */
std::string demangle (const std::string &mangled, int options);
/* A function's printable name from its assembler name (as
   function_name_of: MANGLED itself when it does not demangle).  */
std::string function_name_from (const std::string &mangled);

/* Printable name of a polymorphic type or function (demangled; also
   right for other symbols: "vtable for B").  */
std::string type_name_of (tree type);

/* The ODR (mangled) name of class TYPE, or null: none yet (free_lang_data
   sets it, so only when compiling for LTO or at the link), or "<anon>"
   (its name for a class of an anonymous namespace).  */
const char *odr_name (tree type);

/* The same, and null also for any class local to its unit (an anonymous
   namespace): a name the link can look up across units, for the facts
   streamed from the compile step.  */
const char *link_odr_name (tree type);

/* Classes local to a unit (anonymous namespaces, local classes) share
   their mangled names with other units' classes, so their facts are
   keyed by unit at the link.  The name of polymorphic class TYPE in the
   facts a unit streams: its link_odr_name; for a local class, "@" and
   the mangled name its vtable gives it (a symbol: unique in the unit).
   Empty when it has neither.  */
std::string unit_class_key (tree type);
/* The same for a class whose pointer fields a unit records, polymorphic
   or not: a local class without a vtable is "@#" and its TYPE_UID (the
   compile's own key: its field records and the proofs that name them
   are written by the same process; a UID, not the address, so that the
   same compile writes the same bytes).  */
std::string unit_holder_key (tree type);
/* Compile time, writing: unit_holder_key for a unit's section, or empty
   for a class free_lang_data would have given its ODR name had anything
   of this unit reached it (a named class with linkage,
   need_assembler_name_p in tree.cc), and did not.  No function or
   variable of the unit holds such a class: only the front end saw it, in
   a header that defines it.  Its "@#" key is this unit's alone and
   nothing the unit streams names it, so a record keyed by it could never
   be looked up: every unit including a header of 3,000 such classes
   wrote 3,000 records, 93,000 map entries and 22 MB at the link of
   bench/scale/shapes' fields-3000.  */
std::string streamed_holder_key (tree type);
/* Compile time, writing: the name of class TYPE, whose unit_class_key
   (or unit_holder_key) is KEY, in the unit's section: KEY, or for a
   local class "@=" and the symbol-table reference of its vtable, by
   which the link finds the very class (empty when it is not in
   ENCODER).  */
std::string streamed_class_name (tree type, const std::string &key,
				 lto_symtab_encoder_t encoder);
/* At the link: class name NAME as read from the records of unit FILE.  A
   local name gets the unit, so that only that unit's class answers to
   it (type_graph::lookup_odr, the field records); empty when a vtable
   reference does not name a class.  */
std::string link_local_key (const std::string &name,
			    lto_file_decl_data *file);
std::string function_name_of (tree fndecl);
/* The same for dumps and remarks of virtual methods, with a destructor's
   variant: "B::~B() [deleting]" or "[complete]" (the demangler names
   them alike; a base-object destructor body is named as the complete
   destructor aliased to it).  */
std::string function_label_of (tree fndecl);
/* DECL's assembler name without a leading '*' or a ".lto_priv.N" suffix.  */
std::string mangled_name_of (tree decl);

/* At the link: the class a link_local_key names (null: none, or two).  */
tree local_class_at_link (const std::string &key);

/* From a PLUGIN_GGC_MARKING callback: the classes local_class_at_link
   answers with are kept alive (compat/gc-marking.h) from the summaries'
   reading to the analysis.  */
void keep_local_class_trees ();

} // namespace tigdevirt

#endif
