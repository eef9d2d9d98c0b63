/* gcc-compat.h - the one place that includes GCC's internal headers.

   Algorithm files include this header and nothing else from GCC, so a
   reader sees our code and a port to another GCC release touches one file.
   Supported: GCC 12 (the plugin refuses other versions at load time).  */

#ifndef TIGDEVIRT_GCC_COMPAT_H
#define TIGDEVIRT_GCC_COMPAT_H

/* Standard headers first: GCC's system.h poisons identifiers they use.  */
#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "gcc-plugin.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "cgraph.h"
#include "basic-block.h"
#include "function.h"
#include "gimple.h"
#include "varasm.h"
#include "stringpool.h"
#include "attribs.h"
#include "diagnostic.h"
#include "dumpfile.h"
#include "ipa-utils.h"
#include "print-tree.h"
#include "intl.h"
#include "langhooks.h"
#include "lto-streamer.h"
#include "calls.h"
#include "tree-inline.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "sreal.h"
#include "value-range.h"
#include "ipa-prop.h"
#include "ipa-fnsummary.h"
/* For expanding speculative calls at LTRANS (speculation-expand.cc).  */
#include "ssa.h"
#include "gimple-iterator.h"
#include "gimplify-me.h"
#include "tree-cfg.h"
#include "tree-eh.h"
#include "tree-into-ssa.h"
#include "gimple-pretty-print.h"
#include "stor-layout.h"
#include "data-streamer.h"
#include "gimple-fold.h"
#include "tree-dfa.h"
/* For the loads PRE hoists (hoisted-loads.cc).  */
#include "gimplify.h"
#include "alias.h"

#include "bversion.h"
/* For reusing and hoisting vptr loads (vptr-reuse.cc) and versioning
   loops on their guards (guard-versioning.cc).  */
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
#if BUILDING_GCC_MAJOR != 12 && BUILDING_GCC_MAJOR != 11
#error "tigdevirt supports GCC 11 and 12"
#endif

/* What GCC 12 has and GCC 11 lacks, after the Linux kernel's
   scripts/gcc-plugins/gcc-common.h.  */
#if BUILDING_GCC_MAJOR < 12
/* system.h's prefix test (GCC 12).  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}

/* GCC 12's warning_enabled_at, for what tigdevirt asks it (whether a
   `#pragma GCC diagnostic' turned warning OPT off at LOC; the caller
   forces the option on and clears the command line's classification):
   the walk of the pragma history GCC 11's diagnostic.c does in
   update_effective_level_from_pragmas.  */
static inline bool
warning_enabled_at (location_t loc, int opt)
{
  diagnostic_context *dc = global_dc;
  for (int i = dc->n_classification_history - 1; i >= 0; i--)
    {
      const diagnostic_classification_change_t &c
	= dc->classification_history[i];
      if (!linemap_location_before_p (line_table, c.location, loc))
	continue;
      if (c.kind == (int) DK_POP)
	{
	  i = c.option;
	  continue;
	}
      if (c.option == 0 || c.option == opt)
	return c.kind != DK_IGNORED;
    }
  return true;
}
#endif

/* GCC 12's range over loops; GCC 11 has the FOR_EACH_LOOP macro.  */
template<typename F>
static inline void
for_each_loop_innermost_first (function *fun, F visit)
{
#if BUILDING_GCC_MAJOR >= 12
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    visit (loop);
#else
  class loop *loop;
  FOR_EACH_LOOP_FN (fun, loop, LI_FROM_INNERMOST)
    visit (loop);
#endif
}

/* libiberty's demangler is linked into cc1plus and lto1 but its header is
   not shipped with the plugin headers.  */
extern "C" char *cplus_demangle_v3 (const char *mangled, int options);

/* The member of a C++ pointer-to-member constant (PTRMEM_CST).  cp-tree.h
   cannot be included after diagnostic-core.h, so this mirrors GCC 12's
   struct ptrmem_cst (cp/cp-tree.h).  */
struct tigdevirt_ptrmem_cst
{
  struct tree_common common;
  tree member;
  location_t locus;
};

static inline tree
ptrmem_cst_member (tree t)
{
  return ((tigdevirt_ptrmem_cst *) t)->member;
}

/* True when this process is an LTO link-time stage (WPA, LTRANS or
   -flto-partition=none).  */
static inline bool
tigdevirt_at_link_time ()
{
  return in_lto_p;
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
