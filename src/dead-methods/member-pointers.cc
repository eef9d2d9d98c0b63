/* member-pointers.cc - recording pointer-to-virtual-member constants at
   compile time and streaming them to the link.  See member-pointers.h.

   Section ".gnu.lto_tigdevirt_facts..." (lto-section.h): "TGDVMP01", u32
   count, then per fact the vtable name (u32 length + bytes) and the slot
   index (i64, -1: every slot).  */

#include "member-pointers.h"
#include "lto-section.h"
#include "vtable.h"

namespace tigdevirt {

namespace {

const section_format format
  = {"tigdevirt_facts", "TGDVMP01", "member-pointer data"};

std::vector<member_pointer_fact> facts;
std::set<std::pair<std::string, HOST_WIDE_INT>> seen;
/* Why the facts are incomplete: the first object of the link without
   them.  */
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

/* A lowered constant: an odd integer of pointer-to-method type is the
   vtable offset of a virtual method, plus one (Itanium ABI on x86).  The
   front end lowers a constant itself where a call goes through it: a
   pointer to member given as a template argument, called in the
   template's body, reaches the body as the lowered {__pfn, __delta}
   (clasp's Scoped<..., &ClingoPropagatorLock::lock, ...>: the method
   was taken for dead, its slot cleared, "pure virtual method called").  */

void
note_lowered_ptrmem (tree t)
{
  if (TREE_CODE (t) != INTEGER_CST || !POINTER_TYPE_P (TREE_TYPE (t))
      || TREE_CODE (TREE_TYPE (TREE_TYPE (t))) != METHOD_TYPE
      || !tree_fits_shwi_p (t))
    return;
  HOST_WIDE_INT v = tree_to_shwi (t);
  if (!(v & 1))
    return;
  HOST_WIDE_INT entry = vtable_entry_size ();
  tree cls = TYPE_METHOD_BASETYPE (TREE_TYPE (TREE_TYPE (t)));
  add_fact (vtable_name_of_class (TYPE_MAIN_VARIANT (cls)),
	    (v - 1) % entry ? -1 : (v - 1) / entry);
}

/* walk_tree callback for lowered constants in initializers the middle
   end sees.  */

tree
find_lowered_ptrmem (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  note_lowered_ptrmem (t);
  return NULL_TREE;
}

/* An object without facts: removal must not trust the facts it lacks.  */

void
note_missing (lto_file_decl_data *file, const char *why)
{
  if (missing_reason.empty ())
    missing_reason = why ? std::string (why) + file->file_name
		     : std::string (file->file_name)
		       + " was compiled without the plugin";
}

void
note_no_section (lto_file_decl_data *file)
{
  note_missing (file, nullptr);
}

/* The facts of one object; false if its section is malformed.  */

bool
read_section (lto_file_decl_data *file, section_reader &in)
{
  uint32_t n;
  std::vector<member_pointer_fact> got;
  bool ok = in.u32 (n);
  for (uint32_t i = 0; ok && i < n; i++)
    {
      member_pointer_fact f;
      ok = in.str (f.vtable) && in.i64 (f.index);
      got.push_back (f);
    }
  if (!ok || !in.at_end ())
    {
      note_missing (file, "malformed member-pointer data in ");
      return false;
    }
  for (const member_pointer_fact &f : got)
    add_fact (f.vtable, f.index);
  return true;
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
note_member_pointer (tree t)
{
  if (TREE_CODE (t) == INTEGER_CST)
    note_lowered_ptrmem (t);
  if (TREE_CODE (t) != PTRMEM_CST)
    return;
  tree member = ptrmem_cst_member (t);
  if (!member || TREE_CODE (member) != FUNCTION_DECL
      || !DECL_VIRTUAL_P (member))
    return;
  tree index = DECL_VINDEX (member);
  add_fact (vtable_name_of_class (DECL_CONTEXT (member)),
	    index && TREE_CODE (index) == INTEGER_CST
	    && tree_fits_shwi_p (index) ? tree_to_shwi (index) : -1);
}

void
write_member_pointer_facts ()
{
  /* Only the compile step writes facts (a link's own output is not read
     back by another link), and not when some body was not walked: the
     link then takes the object for one compiled without the plugin.  */
  if (in_lto_p || front_end_walk_gap ())
    return;
  scan_initializers ();
  section_writer out;
  out.u32 (facts.size ());
  for (const member_pointer_fact &f : facts)
    {
      out.str (f.vtable);
      out.i64 (f.index);
    }
  write_section (format, {&out}, true);
}

void
read_member_pointer_facts ()
{
  read_sections (format, read_section, note_no_section);
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
  if (missing_reason.empty () && front_end_walk_gap ())
    return front_end_walk_gap ();
  return missing_reason.empty () ? nullptr : missing_reason.c_str ();
}

} // namespace tigdevirt
