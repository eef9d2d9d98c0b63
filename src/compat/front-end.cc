/* compat/front-end.cc - accessors of the C++ front end's trees, through
   the front end's own header (front-end.h says why).

   cp-tree.h cannot share a file with the plugin's other GCC headers
   (after diagnostic-core.h it redefines what they define), so this file
   includes it alone and exports plain functions.  */

#include <string>
#include <vector>
#include "gcc-plugin.h"
#include "tree.h"
#include "cp/cp-tree.h"
#include "front-end.h"

#ifdef ENABLE_TREE_CHECKING
/* A GCC configured with tree checking (--enable-checking=yes or more, as
   development snapshots are: Debian's gcc-snapshot, GCC 17) checks the
   front end's accessors with lang_check_failed (cp/tree.cc), which cc1plus
   has and lto1, which loads the plugin too, lacks: referenced weakly, as
   the coroutine functions below.  These accessors run in the front end
   only.  Release builds (without tree checking) have no such checks.  */
extern void lang_check_failed (const char *, int, const char *)
  __attribute__ ((weak));
#endif

tree
ptrmem_cst_member (tree t)
{
  return PTRMEM_CST_MEMBER (t);
}

/* Is FN a function the front end made itself (implicitly declared or
   defaulted): its body, if any, copies or default-initializes the
   fields.  */

static bool
implicit_member_p (tree fn)
{
  return DECL_ARTIFICIAL (fn) || DECL_DEFAULTED_FN (fn);
}

/* Is FN one of the copies the front end makes of a constructor or
   destructor (complete, base, deleting)?  DECL_CLONED_FUNCTION_P would
   compare with the front end's identifier table, a variable lto1 does not
   have (the plugin would not load there); the clones' names are the
   same on every supported version, and a name not listed counts as the
   function itself (to be defined, the safe side).  */

static bool
cdtor_clone_p (tree fn)
{
  tree name = DECL_NAME (fn);
  if (!name)
    return false;
  static const char *const clones[]
    = {"__ct_base ", "__ct_comp ", "__dt_base ", "__dt_comp ", "__dt_del "};
  for (const char *c : clones)
    if (!strcmp (IDENTIFIER_POINTER (name), c))
      return true;
  return false;
}

bool
class_private_accessors (tree c, std::vector<tree> &fns)
{
  if (!CLASS_TYPE_P (c) || !TYPE_MAIN_DECL (c)
      || CLASSTYPE_FRIEND_CLASSES (c))
    return false;
  for (tree m = TYPE_FIELDS (c); m; m = DECL_CHAIN (m))
    {
      if (TREE_CODE (m) == TEMPLATE_DECL)
	return false;
      if (TREE_CODE (m) == TYPE_DECL && DECL_IMPLICIT_TYPEDEF_P (m)
	  && !DECL_SELF_REFERENCE_P (m) && CLASS_TYPE_P (TREE_TYPE (m)))
	return false;
      if (TREE_CODE (m) != FUNCTION_DECL || cdtor_clone_p (m)
	  || implicit_member_p (m) || DECL_DELETED_FN (m))
	continue;
      fns.push_back (m);
    }
  for (tree fl = DECL_FRIENDLIST (TYPE_MAIN_DECL (c)); fl;
       fl = TREE_CHAIN (fl))
    for (tree f = FRIEND_DECLS (fl); f; f = TREE_CHAIN (f))
      {
	if (TREE_CODE (TREE_VALUE (f)) != FUNCTION_DECL)
	  return false;
	fns.push_back (TREE_VALUE (f));
      }
  return true;
}

bool
unit_local_class_p (tree c)
{
  if (!CLASS_TYPE_P (c) || !TYPE_LANG_SPECIFIC (c) || !COMPLETE_TYPE_P (c)
      || !TYPE_MAIN_DECL (c) || !CLASSTYPE_NON_AGGREGATE (c))
    return false;
  /* Not CP_DECL_CONTEXT: it reads the front end's global namespace, a
     variable lto1 does not have.  Another unit's class of the same name
     is another class; a namespace inside an anonymous one is not public
     either.  */
  for (tree d = DECL_CONTEXT (TYPE_MAIN_DECL (c)); d;)
    if (TREE_CODE (d) == NAMESPACE_DECL)
      return !TREE_PUBLIC (d);
    else if (TYPE_P (d) && TYPE_MAIN_DECL (d))
      d = DECL_CONTEXT (TYPE_MAIN_DECL (d));
    else
      return false;
  return false;
}

tree
aggr_init_constructor (tree t)
{
  if (TREE_CODE (t) != AGGR_INIT_EXPR)
    return NULL_TREE;
  tree fn = AGGR_INIT_EXPR_FN (t);
  if (fn && TREE_CODE (fn) == ADDR_EXPR)
    fn = TREE_OPERAND (fn, 0);
  return fn && TREE_CODE (fn) == FUNCTION_DECL ? fn : NULL_TREE;
}

bool
aggr_init_parts (tree t, tree *slot, std::vector<tree> &args)
{
  if (TREE_CODE (t) != AGGR_INIT_EXPR)
    return false;
  *slot = AGGR_INIT_EXPR_SLOT (t);
  for (int i = AGGR_INIT_VIA_CTOR_P (t) ? 1 : 0;
       i < aggr_init_expr_nargs (t); i++)
    args.push_back (AGGR_INIT_EXPR_ARG (t, i));
  return true;
}

/* Functions of cc1plus, absent from lto1, which loads the plugin too:
   referenced weakly, so that lto1 loads it, and called only in the
   front end.  */
extern tree coro_get_actor_function (tree) __attribute__ ((weak));
extern tree coro_get_destroy_function (tree) __attribute__ ((weak));

bool
coroutine_split_before_walk ()
{
  /* GCC 10 to 14 (morph_fn_to_coro) split the body before the
     pre-genericize callback; GCC 15's cp_coroutine_transform makes the
     helpers after it (finish_transforms), the user's statements still in
     the function when the callback runs.  */
#if BUILDING_GCC_MAJOR >= 15
  return false;
#else
  return true;
#endif
}

bool
coroutine_helpers (tree fn, tree helpers[2])
{
  helpers[0] = helpers[1] = NULL_TREE;
  if (!DECL_COROUTINE_P (fn))
    return false;
  if (!coro_get_actor_function || !coro_get_destroy_function)
    return true;
  helpers[0] = DECL_ACTOR_FN (fn);
  helpers[1] = DECL_DESTROY_FN (fn);
  return true;
}

namespace tigdevirt {

namespace {

/* Why some code of this unit was not walked, or empty.  */
std::string gap;

} // anon namespace

tree
strip_conversions (tree e)
{
  while (e && (CONVERT_EXPR_P (e) || TREE_CODE (e) == NON_LVALUE_EXPR
	       || TREE_CODE (e) == SAVE_EXPR))
    e = TREE_OPERAND (e, 0);
  return e;
}

tree
through_null_test (tree e, tree (*strip) (tree))
{
  if (!e || TREE_CODE (e) != COND_EXPR)
    return e;
  return integer_zerop (strip (TREE_OPERAND (e, 2)))
	 ? strip (TREE_OPERAND (e, 1)) : NULL_TREE;
}

tree
through_base_fields (tree r, HOST_WIDE_INT *bits)
{
  for (; TREE_CODE (r) == COMPONENT_REF; r = TREE_OPERAND (r, 0))
    {
      tree base = TREE_OPERAND (r, 1);
      /* No offset yet: a field of a class not laid out (a closure).  */
      if (!DECL_ARTIFICIAL (base) || TREE_OPERAND (r, 2)
	  || !DECL_FIELD_OFFSET (base) || !DECL_FIELD_BIT_OFFSET (base)
	  || !tree_fits_shwi_p (bit_position (base)))
	return NULL_TREE;
      *bits += int_bit_position (base);
    }
  return r;
}

const char *
front_end_walk_gap ()
{
  return gap.empty () ? nullptr : gap.c_str ();
}

void
note_front_end_walk_gap (const std::string &why)
{
  if (gap.empty ())
    gap = why;
}

} // namespace tigdevirt
