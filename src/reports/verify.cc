/* verify.cc - comparison with GCC's possible_polymorphic_call_targets.  */

#include "verify.h"

namespace tigdevirt {

void
verify_init ()
{
  build_type_inheritance_graph ();
}

static bool
is_cxa_pure_virtual (cgraph_node *n)
{
  return DECL_NAME (n->decl)
	 && id_equal (DECL_NAME (n->decl), "__cxa_pure_virtual");
}

/* GCC memoizes target lists.  A list computed early (during compile-time
   folding, or at WPA before whole-program privatization) may name a method
   that can no longer be referred to: it has no body here and is local (it
   lost its body because no live vtable refers to it) or COMDAT (a reference
   would need a body in this unit).  */

static bool
no_longer_callable (cgraph_node *n)
{
  if (n->definition || !symtab->function_flags_ready)
    return false;
  return (!TREE_PUBLIC (n->decl) && !DECL_EXTERNAL (n->decl))
	 || DECL_COMDAT (n->decl);
}

static std::string
names (const std::vector<cgraph_node *> &nodes)
{
  std::string s;
  for (cgraph_node *n : nodes)
    s += " " + function_name_of (n->decl);
  return s.empty () ? " (none)" : s;
}

verify_result
verify_call (const call_site &c, const target_list &ours)
{
  verify_result r;
  bool gcc_complete = false;
  vec<cgraph_node *> gcc_targets
    = possible_polymorphic_call_targets (c.otr_tree, c.token,
					 ipa_polymorphic_call_context (c.edge),
					 &gcc_complete);

  /* GCC lists __cxa_pure_virtual when it is the only target; we never do
     (docs/verify.md).  */
  std::set<cgraph_node *> theirs, mine (ours.targets.begin (),
					 ours.targets.end ());
  for (cgraph_node *n : gcc_targets)
    {
      if (is_cxa_pure_virtual (n))
	continue;
      if (no_longer_callable (n) && !mine.count (n))
	{
	  r.stale_gcc_targets++;
	  continue;
	}
      theirs.insert (n);
    }

  std::vector<cgraph_node *> only_ours, only_gcc;
  for (cgraph_node *n : ours.targets)
    if (!theirs.count (n))
      only_ours.push_back (n);
  for (cgraph_node *n : gcc_targets)
    if (theirs.count (n) && !mine.count (n))
      only_gcc.push_back (n);

  if (only_ours.empty () && only_gcc.empty ()
      && gcc_complete == ours.complete)
    return r;
  r.differs = true;
  r.detail = "ours-only:" + names (only_ours) + "; gcc-only:" + names (only_gcc)
	     + "; complete ours=" + (ours.complete ? "yes" : "no")
	     + " gcc=" + (gcc_complete ? "yes" : "no");
  return r;
}

} // namespace tigdevirt
