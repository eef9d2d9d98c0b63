/* gcc-compat.h - the one place that includes GCC's internal headers.

   Algorithm files include this header and nothing else from GCC, so a
   reader sees our code and a port to another GCC release touches the
   compat layer only.  Supported: GCC 11 to 16, and 17 as a development
   snapshot, one build per version (the plugin refuses a GCC other than
   its own at load time).  What differs between versions is in
   src/compat/, one file per kind of difference, each naming the versions
   and the change:

     gcc-headers.h       which GCC headers, in which order
     statements.h        GIMPLE and tree queries renamed or removed
     indirect-calls.h    the polymorphic call on an indirect edge
     diagnostic-state.h  source lines, warning filters, link-time locations
     json-output.h       GCC's json values on one line
     front-end.h         the C++ front end's private trees
     gcc-bugs.h          which versions have the bugs the plugin repairs

   Below them: helpers on GCC's internals that read the same on every
   version.  */

#ifndef TIGDEVIRT_GCC_COMPAT_H
#define TIGDEVIRT_GCC_COMPAT_H

#include "compat/gcc-headers.h"
#include "compat/statements.h"
#include "compat/indirect-calls.h"
#include "compat/diagnostic-state.h"
#include "compat/json-output.h"
#include "compat/front-end.h"
#include "compat/gcc-bugs.h"
#include "compat/gc-marking.h"
#include "compat/devirt-rules.h"

/* libiberty's demangler is linked into cc1plus and lto1 but its header is
   not shipped with the plugin headers.  */
extern "C" char *cplus_demangle_v3 (const char *mangled, int options);

/* True when this process is an LTO link-time stage (WPA, LTRANS or
   -flto-partition=none).  */
static inline bool
tigdevirt_at_link_time ()
{
  return in_lto_p;
}

/* Keep GCC's identical code folding from merging FNDECL with another
   function.  What the source states in FNDECL's body (the class of a
   member call's object, what a private field holds) holds for FNDECL's
   callers only, and ICF compares GIMPLE, where those facts are not: two
   bodies alike but for a pointer's class would share the code the facts
   made.  ICF merges only functions with equal attribute lists (ipa-icf.cc
   equals_wpa, GCC 11 to 16), so an attribute whose value names FNDECL
   alone keeps it apart.  (no_icf would not: ICF checks it on the
   function it turns into an alias, not on the one it keeps.)  */
static inline void
keep_apart_from_icf (tree fndecl)
{
  const char *attr = "tigdevirt source facts";
  if (lookup_attribute (attr, DECL_ATTRIBUTES (fndecl)))
    return;
  std::string id = std::string (IDENTIFIER_POINTER
				  (DECL_ASSEMBLER_NAME (fndecl)))
		   + " " + main_input_filename + " "
		   + std::to_string (DECL_UID (fndecl));
  DECL_ATTRIBUTES (fndecl)
    = tree_cons (get_identifier (attr),
		 build_tree_list (NULL_TREE,
				  build_string (id.size (), id.c_str ())),
		 DECL_ATTRIBUTES (fndecl));
}

/* Call VISIT (NODE) for every function with a body in SSA form, with
   that body as cfun: the compile-time summaries read bodies this way.  */
template<typename F>
static inline void
for_each_ssa_body (F visit)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fn = DECL_STRUCT_FUNCTION (node->decl);
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
	continue;
      push_cfun (fn);
      visit (node);
      pop_cfun ();
    }
}

/* The function statement STMT of the current function comes from: the
   function inlined there (its block's origin), or the current one.  */

inline tree
statement_origin (gimple *stmt)
{
  for (tree b = gimple_block (stmt); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (BLOCK_ABSTRACT_ORIGIN (b))
      {
	tree o = block_ultimate_origin (b);
	if (o && TREE_CODE (o) == FUNCTION_DECL)
	  return o;
      }
  return current_function_decl;
}

/* Is statement STMT of the current function part of a constructor or
   destructor, its own or one inlined at any depth around it (GCC keeps
   those blocks for this question: tree-ssa-live.cc)?  An object may then
   be a base being built or unbuilt, whose type changes later.  */

inline bool
within_cdtor_p (gimple *stmt)
{
  if (DECL_CXX_CONSTRUCTOR_P (current_function_decl)
      || DECL_CXX_DESTRUCTOR_P (current_function_decl))
    return true;
  for (tree b = gimple_block (stmt); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_polymorphic_ctor_dtor_block_p (b, false))
      return true;
  return false;
}

#endif
