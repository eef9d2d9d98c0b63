/* member-pointers.cc - recording pointer-to-virtual-member constants at
   compile time and streaming them to the link.  See member-pointers.h.

   Section ".gnu.lto_tigdevirt_facts..." (named like a function body
   section so that GCC's reader finds it per object): "TGDVMP01", u32
   count, then per fact the vtable name (u32 length + bytes) and the slot
   index (i64, -1: every slot).  */

#include "member-pointers.h"

namespace tigdevirt {

namespace {

const char section_name[] = "tigdevirt_facts";
const char magic[] = "TGDVMP01";

std::vector<member_pointer_fact> facts;
std::set<std::pair<std::string, HOST_WIDE_INT>> seen;
/* An object of the link without the section, for the reason.  */
std::string missing_object;
std::string missing_reason;

void
add_fact (const std::string &vtable, HOST_WIDE_INT index)
{
  if (seen.emplace (vtable, index).second)
    facts.push_back ({ vtable, index });
}

/* The assembler name of CLASS's vtable, or "" when it has none that is
   unique in the link.  In the front end BINFO_VTABLE is the VAR_DECL
   itself or its address point (&VTABLE + OFFSET).  */

std::string
vtable_name_of_class (tree type)
{
  if (!type || !RECORD_OR_UNION_TYPE_P (type) || !TYPE_BINFO (type))
    return "";
  tree v = BINFO_VTABLE (TYPE_BINFO (type));
  while (v && (TREE_CODE (v) == POINTER_PLUS_EXPR
	       || TREE_CODE (v) == ADDR_EXPR || CONVERT_EXPR_P (v)))
    v = TREE_OPERAND (v, 0);
  if (!v || !VAR_P (v) || !TREE_PUBLIC (v))
    return "";
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (v));
}

/* walk_tree callback: a PTRMEM_CST naming a virtual method.  */

tree
find_ptrmem (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) != PTRMEM_CST)
    return NULL_TREE;
  tree member = ptrmem_cst_member (t);
  if (!member || TREE_CODE (member) != FUNCTION_DECL
      || !DECL_VIRTUAL_P (member))
    return NULL_TREE;
  tree index = DECL_VINDEX (member);
  add_fact (vtable_name_of_class (DECL_CONTEXT (member)),
	    index && TREE_CODE (index) == INTEGER_CST
	    && tree_fits_shwi_p (index) ? tree_to_shwi (index) : -1);
  return NULL_TREE;
}

/* walk_tree callback for lowered constants (in initializers the middle
   end sees): an odd integer of pointer-to-method type is the vtable
   offset of a virtual method, plus one (Itanium ABI on x86).  */

tree
find_lowered_ptrmem (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) != INTEGER_CST || !POINTER_TYPE_P (TREE_TYPE (t))
      || TREE_CODE (TREE_TYPE (TREE_TYPE (t))) != METHOD_TYPE
      || !tree_fits_shwi_p (t))
    return NULL_TREE;
  HOST_WIDE_INT v = tree_to_shwi (t);
  if (!(v & 1))
    return NULL_TREE;
  HOST_WIDE_INT entry = tree_to_shwi (TYPE_SIZE_UNIT (ptr_type_node));
  tree cls = TYPE_METHOD_BASETYPE (TREE_TYPE (TREE_TYPE (t)));
  add_fact (vtable_name_of_class (TYPE_MAIN_VARIANT (cls)),
	    (v - 1) % entry ? -1 : (v - 1) / entry);
  return NULL_TREE;
}

void
put_u32 (std::string &b, uint32_t v)
{
  for (int i = 0; i < 4; i++)
    b.push_back ((char) ((v >> (8 * i)) & 0xff));
}

bool
get_u32 (const char *&p, const char *end, uint32_t &v)
{
  if (end - p < 4)
    return false;
  v = 0;
  for (int i = 0; i < 4; i++)
    v |= (uint32_t) (unsigned char) p[i] << (8 * i);
  p += 4;
  return true;
}

bool
read_section (const char *data, size_t len,
	      std::vector<member_pointer_fact> &out)
{
  const char *p = data, *end = data + len;
  if (len < sizeof magic - 1 || memcmp (p, magic, sizeof magic - 1))
    return false;
  p += sizeof magic - 1;
  uint32_t n;
  if (!get_u32 (p, end, n))
    return false;
  for (uint32_t i = 0; i < n; i++)
    {
      uint32_t len, lo, hi;
      if (!get_u32 (p, end, len) || (size_t) (end - p) < len)
	return false;
      std::string name (p, len);
      p += len;
      if (!get_u32 (p, end, lo) || !get_u32 (p, end, hi))
	return false;
      out.push_back ({ name, (HOST_WIDE_INT) (((uint64_t) hi << 32) | lo) });
    }
  return p == end;
}

/* Initializers as the middle end has them, once per compilation: a
   constant the front-end hooks did not see (folded, or from an
   initializer they missed).  */

void
scan_initializers ()
{
  static bool done;
  if (done || in_lto_p)
    return;
  done = true;
  varpool_node *v;
  FOR_EACH_DEFINED_VARIABLE (v)
    if (DECL_INITIAL (v->decl) && DECL_INITIAL (v->decl) != error_mark_node
	&& !DECL_VIRTUAL_P (v->decl))
      walk_tree_without_duplicates (&DECL_INITIAL (v->decl),
				    find_lowered_ptrmem, NULL);
}

} // anon namespace

void
note_member_pointers_in_body (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!lang_GNU_CXX () || !fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_SAVED_TREE (fndecl))
    return;
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), find_ptrmem,
				NULL);
}

void
note_member_pointers_in_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (!lang_GNU_CXX () || !decl || !VAR_P (decl) || !DECL_INITIAL (decl)
      || DECL_INITIAL (decl) == error_mark_node)
    return;
  walk_tree_without_duplicates (&DECL_INITIAL (decl), find_ptrmem, NULL);
}

void
write_member_pointer_facts ()
{
  /* Only the compile step writes facts; a link's own output is not read
     back by another link.  */
  if (in_lto_p)
    return;
  scan_initializers ();
  std::string out (magic, sizeof magic - 1);
  put_u32 (out, facts.size ());
  for (const member_pointer_fact &f : facts)
    {
      put_u32 (out, f.vtable.size ());
      out += f.vtable;
      put_u32 (out, (uint32_t) ((uint64_t) f.index & 0xffffffff));
      put_u32 (out, (uint32_t) ((uint64_t) f.index >> 32));
    }
  char *name = lto_get_section_name (LTO_section_function_body, section_name,
				     0, NULL);
  lto_begin_section (name, true);
  lto_write_data (out.data (), out.size ());
  lto_end_section ();
  free (name);
}

void
read_member_pointer_facts ()
{
  lto_file_decl_data **files = lto_get_file_decl_data ();
  for (unsigned j = 0; files && files[j]; j++)
    {
      size_t len = 0;
      const char *data = lto_get_section_data (files[j],
					       LTO_section_function_body,
					       section_name, 0, &len);
      if (!data)
	{
	  if (missing_object.empty ())
	    {
	      missing_object = files[j]->file_name;
	      missing_reason = missing_object
			       + " was compiled without the plugin";
	    }
	  continue;
	}
      std::vector<member_pointer_fact> got;
      if (!read_section (data, len, got))
	{
	  warning (0, "tigdevirt: ignoring malformed member-pointer data in "
		   "%qs", files[j]->file_name);
	  if (missing_object.empty ())
	    {
	      missing_object = files[j]->file_name;
	      missing_reason = "malformed member-pointer data in "
			       + missing_object;
	    }
	}
      for (const member_pointer_fact &f : got)
	add_fact (f.vtable, f.index);
      lto_free_section_data (files[j], LTO_section_function_body,
			     section_name, data, len);
    }
}

const std::vector<member_pointer_fact> &
member_pointer_facts ()
{
  scan_initializers ();
  return facts;
}

const char *
member_pointer_facts_incomplete ()
{
  return missing_reason.empty () ? nullptr : missing_reason.c_str ();
}

} // namespace tigdevirt
