/* compat/indirect-calls.h - the polymorphic call GCC records on an
   indirect call edge (the OBJ_TYPE_REF's class, token, context, and the
   parameter the object comes from).

   GCC 11 to 15 keep it in cgraph_indirect_call_info, valid while its
   `polymorphic' flag is set.  GCC 16 split that class by kind of call
   (cgraph.h: cgraph_simple_indirect_info, cgraph_polymorphic_indirect_info);
   a polymorphic one is valid while usable_p (), and mark_unusable () is
   what clearing the flag was.  agg_contents (the function pointer loaded
   from an aggregate) moved to the simple kind; GCC never set it on a
   polymorphic call.  */

#ifndef TIGDEVIRT_COMPAT_INDIRECT_CALLS_H
#define TIGDEVIRT_COMPAT_INDIRECT_CALLS_H

#if BUILDING_GCC_MAJOR >= 16
typedef cgraph_polymorphic_indirect_info polymorphic_call_info;

/* E's polymorphic call information, or null if E is not an indirect call
   GCC knows as a usable virtual call.  */
static inline polymorphic_call_info *
edge_polymorphic_call (cgraph_edge *e)
{
  if (!e->indirect_info)
    return nullptr;
  polymorphic_call_info *p
    = dyn_cast<cgraph_polymorphic_indirect_info *> (e->indirect_info);
  return p && p->usable_p () ? p : nullptr;
}

/* Make GCC's own devirtualization leave E alone from now on.  */
static inline void
edge_forget_polymorphic_call (cgraph_edge *e)
{
  if (polymorphic_call_info *p = edge_polymorphic_call (e))
    p->mark_unusable ();
}

/* Is the object of the call loaded from an aggregate the parameter points
   to, rather than the parameter itself plus an offset?  */
static inline bool
polymorphic_call_in_aggregate_p (const polymorphic_call_info *)
{
  return false;
}
#else
typedef cgraph_indirect_call_info polymorphic_call_info;

static inline polymorphic_call_info *
edge_polymorphic_call (cgraph_edge *e)
{
  if (!e->indirect_info
      || !e->indirect_info->polymorphic)
    return nullptr;
  return e->indirect_info;
}

static inline void
edge_forget_polymorphic_call (cgraph_edge *e)
{
  if (e->indirect_info)
    e->indirect_info->polymorphic = false;
}

static inline bool
polymorphic_call_in_aggregate_p (const polymorphic_call_info *ii)
{
  return ii->agg_contents;
}
#endif

/* How many targets GCC's own speculative devirtualization (ipa-devirt)
   guards at most on one call: one until GCC 15; GCC 16 guards up to
   --param max-devirt-targets (default 3).  */
static inline unsigned
gcc_speculative_targets_max ()
{
#if BUILDING_GCC_MAJOR >= 16
  return param_max_devirt_targets;
#else
  return 1;
#endif
}

#endif
