/* front-end-walk.cc - the walk of function bodies and initializers in
   the front end, calling every finder.  See front-end-walk.h.  */

#include "front-end-walk.h"
#include "field-types.h"
#include "field-escapes.h"
#include "member-call-types.h"
#include "member-pointers.h"
#include "placement-census.h"
#include "type-names.h"

namespace tigdevirt {

namespace {

/* Why some code of this unit was not walked, or empty.  */
std::string gap;

/* walk_tree callback: every finder sees every node; types are not
   entered (a type's trees are not the body's code).  */

tree
visit (tree *tp, int *walk_subtrees, void *fndecl)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  note_member_pointer (t);
  note_launder (t);
  note_field_access (t);
  if (fndecl)
    {
      note_member_call (t, (tree) fndecl);
      note_field_mention (t, (tree) fndecl);
    }
  return NULL_TREE;
}

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
      if (!DECL_ARTIFICIAL (base) || TREE_OPERAND (r, 2)
	  || !tree_fits_shwi_p (bit_position (base)))
	return NULL_TREE;
      *bits += int_bit_position (base);
    }
  return r;
}

void
walk_function_body (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!lang_GNU_CXX () || !fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_SAVED_TREE (fndecl))
    return;
  note_field_body (fndecl);
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), visit, fndecl);
  /* Up to GCC 14 a coroutine's statements are in its actor when the
     callback runs (the front end has already split it): walked as the
     actor's, or its stores, launders and member pointers would go unseen
     (a private field stored in a coroutine was proved to hold its other
     class).  From GCC 15 the split comes after the callback, and the
     body walked above is still the user's.  */
  tree helpers[2];
  if (coroutine_helpers (fndecl, helpers))
    {
      bool walked = false;
      for (tree h : helpers)
	if (h && DECL_SAVED_TREE (h))
	  {
	    note_field_body (h);
	    walk_tree_without_duplicates (&DECL_SAVED_TREE (h), visit, h);
	    walked = true;
	  }
      if (!walked && coroutine_split_before_walk () && gap.empty ())
	gap = "the body of coroutine " + function_name_of (fndecl)
	      + " was not walked";
    }
}

const char *
front_end_walk_gap ()
{
  return gap.empty () ? nullptr : gap.c_str ();
}

void
walk_variable_initializer (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (!lang_GNU_CXX () || !decl || !VAR_P (decl) || !DECL_INITIAL (decl)
      || DECL_INITIAL (decl) == error_mark_node)
    return;
  walk_tree_without_duplicates (&DECL_INITIAL (decl), visit, NULL);
}

} // namespace tigdevirt
