/* compat/gcc-bugs.h - which supported GCC versions have the bugs the
   plugin repairs.  A repair runs only on these versions (plugin.cc
   registers its pass only there), so it can go when they are no longer
   supported.  Each is tested on the versions listed, with GCC alone, so a
   point release that changes them shows: testsuite/tigdevirt.dg/.  */

#ifndef TIGDEVIRT_COMPAT_GCC_BUGS_H
#define TIGDEVIRT_COMPAT_GCC_BUGS_H

/* PRE's code hoisting keeps one path's base alias set for a load made
   through two access paths (tree-ssa-pre.cc): repairs/hoisted-loads.h.
   GCC 11 and 12 do it on plain code too (pre-hoist-alias-set-bug.C);
   GCC 13 fixed that case (pre-hoist-alias-set-fixed.C) but still hoists
   the loads of the two inlined arms of a dispatch with one arm's base
   alias set, and GCC 16 miscompiles a program so without the repair
   (dispatch-hoist-dse-unrepaired_0.C; 13 to 15 build that program right
   though the load is the same).  So every supported version has it.  */
static const bool gcc_pre_hoists_with_one_base_alias_set = true;

/* PRE translates a value through a join with the access path of one of
   its loads, made through one arm's class, and misses a store of another
   arm made through another class (tree-ssa-pre.cc):
   repairs/arm-alias-sets.h.  Every supported version miscompiles
   tigdevirt.lto/arm-alias-sets_0.C without the repair
   (arm-alias-sets-unrepaired_0.C; on GCC 12 also without the LIM repair
   below, whose bare accesses happen to hide it).  */
static const bool gcc_pre_translates_with_one_arms_class = true;

/* LIM merges accesses made through two access paths and keeps the first
   one's offset (tree-ssa-loop-im.cc; GCC 12 only: 11 does not merge, 13
   has the fix): repairs/lim-access-paths.h; tests lim-base-paths*.C.  */
static const bool gcc_lim_merges_with_stale_offset
  = BUILDING_GCC_MAJOR == 12;

#endif
