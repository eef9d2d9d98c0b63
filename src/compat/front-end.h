/* compat/front-end.h - what the plugin reads of the C++ front end's own
   trees.  Their layouts are private to cc1plus (cp/cp-tree.h) and change
   between versions (GCC 15 began ptrmem_cst with tree_typed instead of
   tree_common, moving `member' 8 bytes), so front-end.cc reads them
   through cp-tree.h's own accessors, compiled against the headers of the
   GCC being built for; no layout is copied here.  */

#ifndef TIGDEVIRT_COMPAT_FRONT_END_H
#define TIGDEVIRT_COMPAT_FRONT_END_H

/* The member of the pointer-to-member constant T (a PTRMEM_CST, C++ front
   end only): a FIELD_DECL or FUNCTION_DECL.  */
tree ptrmem_cst_member (tree t);

#endif
