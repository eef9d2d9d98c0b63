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

/* What the walk of one body or initializer hands every node with: the
   function (null for an initializer) and the pointer fields' records.  */
struct walk_data
{
  tree fndecl;
  field_records &fields;
};

/* walk_tree callback: every finder sees every node; types are not
   entered (a type's trees are not the body's code).  */

tree
visit (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  const walk_data &d = *(const walk_data *) data;
  note_member_pointer (t);
  note_launder (t);
  note_field_access (d.fields, t);
  if (d.fndecl)
    {
      note_member_call (t, d.fndecl);
      note_field_mention (d.fields, t, d.fndecl);
    }
  return NULL_TREE;
}

} // anon namespace

void
walk_function_body (void *gcc_data, void *user_data)
{
  tree fndecl = (tree) gcc_data;
  field_records &fields = *(field_records *) user_data;
  if (!lang_GNU_CXX () || !fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_SAVED_TREE (fndecl))
    return;
  note_field_body (fields, fndecl);
  walk_data body = {fndecl, fields};
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), visit, &body);
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
	    note_field_body (fields, h);
	    walk_data helper = {h, fields};
	    walk_tree_without_duplicates (&DECL_SAVED_TREE (h), visit, &helper);
	    walked = true;
	  }
      if (!walked && coroutine_split_before_walk ())
	note_front_end_walk_gap ("the body of coroutine "
				 + function_name_of (fndecl)
				 + " was not walked");
    }
  note_field_walk_end (fields);
}

void
walk_variable_initializer (void *gcc_data, void *user_data)
{
  tree decl = (tree) gcc_data;
  if (!lang_GNU_CXX () || !decl || !VAR_P (decl) || !DECL_INITIAL (decl)
      || DECL_INITIAL (decl) == error_mark_node)
    return;
  walk_data init = {NULL_TREE, *(field_records *) user_data};
  walk_tree_without_duplicates (&DECL_INITIAL (decl), visit, &init);
  note_field_walk_end (init.fields);
}

} // namespace tigdevirt
