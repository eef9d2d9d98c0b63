/* field-function-stores.cc - compile time (cc1plus front end): the
   stores to function-pointer fields of classes, which field-stores.cc's
   walk closes as it closes pointer fields: what each store stores (the
   functions a call through the field can reach:
   calls/field-pointer-proof.h).  */

#include "field-state.h"

namespace tigdevirt {

bool
function_pointer_field_p (tree f)
{
  if (!f || TREE_CODE (f) != FIELD_DECL || DECL_BIT_FIELD (f))
    return false;
  tree t = TREE_TYPE (f);
  tree rec = DECL_CONTEXT (f);
  return t && TREE_CODE (t) == POINTER_TYPE
	 && TREE_CODE (TREE_TYPE (t)) == FUNCTION_TYPE
	 && rec && RECORD_OR_UNION_TYPE_P (rec);
}

namespace field {

/* A union's field is no class's: its other members store to it
   unseen.  */

bool
recorded_field_p (tree f)
{
  return class_pointer_field_p (f)
	 || (function_pointer_field_p (f)
	     && TREE_CODE (DECL_CONTEXT (f)) == RECORD_TYPE);
}

tree
recorded_field (tree ref)
{
  tree f = ref && TREE_CODE (ref) == COMPONENT_REF ? TREE_OPERAND (ref, 1)
	   : NULL_TREE;
  return recorded_field_p (f) ? f : NULL_TREE;
}

tree
function_field (tree ref)
{
  tree f = recorded_field (ref);
  return f && !class_pointer_field_p (f) ? f : NULL_TREE;
}

/* A store of VALUE to function-pointer field F: a known function's
   address, a null pointer, the same field of another object (what it
   holds, it held), or a choice between such; anything else (a
   parameter, a lambda's conversion, a load from elsewhere, a function of
   another type cast to the field's) refuses F.  */

void
note_function_store (tables &tab, tree f, tree value)
{
  tree v = value_of (value);
  if (!v)
    return refuse (tab, f, refusal::not_shown);
  unit_record &r = tab.unit_fields[f];
  r.function_field = true;
  if (integer_zerop (v) || function_field (v) == f)
    return;
  if (TREE_CODE (v) == COND_EXPR && !VOID_TYPE_P (TREE_TYPE (v)))
    {
      note_function_store (tab, f, TREE_OPERAND (v, 1));
      note_function_store (tab, f, TREE_OPERAND (v, 2));
      return;
    }
  if (TREE_CODE (v) != ADDR_EXPR
      || TREE_CODE (TREE_OPERAND (v, 0)) != FUNCTION_DECL)
    return refuse (tab, f, refusal::not_function);
  tree fn = TREE_OPERAND (v, 0);
  /* Called through the field's type, a function of another type (stored
     through a cast) is called wrongly: no direct call.  */
  tree want = TREE_TYPE (TREE_TYPE (f));
  if (!useless_type_conversion_p (want, TREE_TYPE (fn))
      || !useless_type_conversion_p (TREE_TYPE (fn), want))
    return refuse (tab, f, refusal::other_function_type);
  /* Its link name, while the front end that mangles it is here (a
     function only declared in this unit gets none later).  */
  if (TREE_PUBLIC (fn) || DECL_EXTERNAL (fn))
    DECL_ASSEMBLER_NAME (fn);
  if (std::find (r.functions.begin (), r.functions.end (), fn)
      == r.functions.end ())
    r.functions.push_back (fn);
}

} // namespace field
} // namespace tigdevirt
