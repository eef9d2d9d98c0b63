/* compat/front-end.cc - accessors of the C++ front end's trees, through
   the front end's own header (front-end.h says why).

   cp-tree.h cannot share a file with the plugin's other GCC headers
   (after diagnostic-core.h it redefines what they define), so this file
   includes it alone and exports plain functions.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "cp/cp-tree.h"
#include "front-end.h"

tree
ptrmem_cst_member (tree t)
{
  return PTRMEM_CST_MEMBER (t);
}
