/* compat/gc-marking.h - the trees the plugin's own tables hold, kept
   alive through GCC's garbage collections.

   The plugin's tables are C++ containers, which GCC's collector does not
   see.  A tree only they hold (a lambda's closure type in a static
   function GCC has dropped as unused, its fields, a function's node the
   front end replaced) is freed at the next collection between passes and
   its memory reused: the plugin read a reused FIELD_DECL and crashed
   cc1plus (Debian's fcl, GCC 12).  Each table that lives across a
   collection marks its trees from a PLUGIN_GGC_MARKING callback, as a
   GTY root of GCC's own would be marked (plugin.cc registers it).  The
   marker is the front end's (gtype-desc.h: cc1plus's or lto1's), the
   same name in GCC 11 to 17.  */

#ifndef TIGDEVIRT_COMPAT_GC_MARKING_H
#define TIGDEVIRT_COMPAT_GC_MARKING_H

namespace tigdevirt {

/* Marks T, and what it points to, live in the collection being marked.
   Only from a PLUGIN_GGC_MARKING callback.  */
inline void
keep_tree (tree t)
{
  if (t)
    gt_ggc_mx_tree_node (t);
}

/* Every tree of C (a container of trees).  */
template<typename C>
void
keep_trees (const C &c)
{
  for (tree t : c)
    keep_tree (t);
}

} // namespace tigdevirt

#endif
