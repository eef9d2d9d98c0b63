/* link-view.h - what the linker told us about the program's symbols.

   With the LTO linker plugin, the linker reports for every symbol of the
   IR how it was resolved (GCC reads this as symtab_node::resolution).  A
   symbol that code outside the IR can reach (a non-LTO object, a shared
   library, or the dynamic symbol table) is evidence that such code may
   use, construct or derive from the class the symbol belongs to.  */

#ifndef TIGDEVIRT_LINK_VIEW_H
#define TIGDEVIRT_LINK_VIEW_H

#include "gcc-compat.h"

namespace tigdevirt {

/* Does this process see the whole LTO unit with its linker resolutions
   (WPA or -flto-partition=none, not an incremental link)?  */
bool have_link_view ();

/* Why code outside the IR can reach symbol N ("exported dynamically",
   "defined in a shared library", ...), or null if only the IR can.  */
const char *outside_reach (symtab_node *n);

/* The symbol's name as a user reads it ("vtable for ns::B").  */
std::string symbol_display_name (symtab_node *n);

/* Record, for every class, the visibility it was declared with, from its
   vtable and typeinfo (or its methods when neither is emitted).  Must run
   when summaries are read: the whole-program pass then makes IR-only
   symbols local and forgets their visibility.  */
void record_declared_visibility ();

/* Was the class with ODR name ODR declared with hidden (or internal)
   visibility?  Valid after record_declared_visibility.  */
bool declared_hidden (const std::string &odr);

/* ... by an attribute or #pragma GCC visibility of its own (or of its
   namespace), rather than by -fvisibility=hidden's default, which also
   hides the classes of other libraries' headers?  */
bool hidden_by_declaration (const std::string &odr);

/* Does the link hold the body of a virtual method of the class that is
   not inline (its key function)?  Its vtable and typeinfo are then
   emitted beside it only (the C++ ABI), so under hidden visibility no
   other shared object has them to derive from the class.  A class
   without one (an interface whose methods are all pure or inline) has
   its vtable emitted in every unit that uses it: another library that
   includes the same header holds its own copy.  Recorded with the
   visibility, before IPA passes remove bodies.  */
bool key_function_here (const std::string &odr);

/* The one function (or variable: NODE) with assembler name NAME in the
   symbol table, or null when none or several have it.  */

template <typename NODE>
NODE *
only_symbol_named (tree name)
{
  NODE *found = nullptr;
  for (symtab_node *n = symtab_node::get_for_asmname (name); n;
       n = n->next_sharing_asm_name)
    if (NODE *c = dyn_cast<NODE *> (n))
      {
	if (found)
	  return nullptr;
	found = c;
      }
  return found;
}

/* Does the program call or take the address of a function that loads
   code at run time (dlopen, dlmopen)?  Returns that function's node.  */
cgraph_node *runtime_loader_use ();

} // namespace tigdevirt

#endif
