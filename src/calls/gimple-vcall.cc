/* gimple-vcall.cc - recognizing a virtual call's loads.  */

#include "gimple-vcall.h"

namespace tigdevirt {

tree
vptr_of_call (gcall *call, HOST_WIDE_INT slot_offset)
{
  tree fn = gimple_call_fn (call);
  if (!fn || TREE_CODE (fn) != OBJ_TYPE_REF)
    return NULL_TREE;
  tree loaded = OBJ_TYPE_REF_EXPR (fn);
  if (TREE_CODE (loaded) != SSA_NAME)
    return NULL_TREE;
  gassign *load = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (loaded));
  if (!load || !gimple_assign_single_p (load)
      || TREE_CODE (gimple_assign_rhs1 (load)) != MEM_REF)
    return NULL_TREE;
  tree mem = gimple_assign_rhs1 (load);
  tree base = TREE_OPERAND (mem, 0);
  if (TREE_CODE (base) != SSA_NAME
      || !tree_fits_shwi_p (TREE_OPERAND (mem, 1)))
    return NULL_TREE;
  HOST_WIDE_INT offset = tree_to_shwi (TREE_OPERAND (mem, 1));
  gassign *add = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (base));
  if (add && gimple_assign_rhs_code (add) == POINTER_PLUS_EXPR
      && TREE_CODE (gimple_assign_rhs1 (add)) == SSA_NAME
      && tree_fits_shwi_p (gimple_assign_rhs2 (add)))
    {
      offset += tree_to_shwi (gimple_assign_rhs2 (add));
      base = gimple_assign_rhs1 (add);
    }
  return offset == slot_offset ? base : NULL_TREE;
}

} // namespace tigdevirt
