/* compat/statements.h - GIMPLE and tree queries GCC renamed or removed.  */

#ifndef TIGDEVIRT_COMPAT_STATEMENTS_H
#define TIGDEVIRT_COMPAT_STATEMENTS_H

#if BUILDING_GCC_MAJOR < 14
/* The last statement of BB that is not a debug statement, or null: GCC 14
   renamed last_stmt to last_nondebug_stmt (tree-cfg.h).  */
static inline gimple *
last_nondebug_stmt (basic_block bb)
{
  return last_stmt (bb);
}
#endif

/* Is REF an access to an array at the end of a structure, which may
   extend past the array's declared size?  GCC 13 renamed
   array_at_struct_end_p to array_ref_flexible_size_p (tree.h).  */
static inline bool
array_ref_may_extend_p (tree ref)
{
#if BUILDING_GCC_MAJOR >= 13
  return array_ref_flexible_size_p (ref);
#else
  return array_at_struct_end_p (ref);
#endif
}

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

/* Turn every warning off for STMT, or for the expression T: GCC 12's
   warning control (warning-control.cc), GCC 11's no-warning bits.  */
static inline void
quiet_statement (gimple *stmt)
{
#if BUILDING_GCC_MAJOR >= 12
  suppress_warning (stmt);
#else
  gimple_set_no_warning (stmt, true);
#endif
}

static inline void
quiet_expression (tree t)
{
#if BUILDING_GCC_MAJOR >= 12
  suppress_warning (t);
#else
  TREE_NO_WARNING (t) = 1;
#endif
}

#if BUILDING_GCC_MAJOR < 12
/* system.h's prefix test (GCC 12).  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}
#endif

#endif
