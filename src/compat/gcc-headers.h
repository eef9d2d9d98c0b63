/* compat/gcc-headers.h - every GCC header the plugin uses, in the order
   each supported GCC (11 to 16) needs them, and the version gate.

   Only gcc-compat.h includes this file.  Where a version wants a header
   another lacks, or an order, the #if names the version and the change.  */

#ifndef TIGDEVIRT_COMPAT_GCC_HEADERS_H
#define TIGDEVIRT_COMPAT_GCC_HEADERS_H

/* Standard headers first: GCC's system.h poisons identifiers they use.  */
#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "gcc-plugin.h"
#include "bversion.h"
#if BUILDING_GCC_MAJOR < 11 || BUILDING_GCC_MAJOR > 17
#error "tigdevirt supports GCC 11 to 17 (src/compat/ adapts to each; 17 a development snapshot)"
#endif

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
#if BUILDING_GCC_MAJOR >= 16
/* GCC 16 moved the diagnostics' file cache out of input.h.  */
#include "diagnostics/file-cache.h"
#endif
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
#if BUILDING_GCC_MAJOR >= 14
/* GCC 14 moved IPA-CP's lattices to ipa-cp.h, and ipa-prop.h's
   ipa_node_params holds a vec of them without including it.  */
#include "ipa-cp.h"
#endif
#include "ipa-prop.h"
#include "ipa-fnsummary.h"
/* GCC's growth for inlining a call (body-copies.cc).  */
#include "ipa-inline.h"
/* For expanding speculative calls at LTRANS (speculation-expand.cc).  */
#include "ssa.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
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
/* For reusing and hoisting vptr loads (vptr-reuse.cc) and versioning
   loops on their guards (guard-versioning.cc).  */
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
/* For the access paths LIM compares (lim-access-paths.cc).  */
#include "builtins.h"
#include "json.h"

#endif
