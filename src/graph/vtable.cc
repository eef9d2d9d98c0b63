/* vtable.cc - reading virtual tables.  See vtable.h.  */

#include "vtable.h"

namespace tigdevirt {

address_point
decode_address_point (tree v)
{
  address_point ap;
  if (!v)
    return ap;
  if (TREE_CODE (v) == POINTER_PLUS_EXPR)
    {
      tree off = TREE_OPERAND (v, 1);
      if (!tree_fits_shwi_p (off))
	return ap;
      ap.offset = tree_to_shwi (off);
      v = TREE_OPERAND (v, 0);
    }
  STRIP_NOPS (v);
  if (TREE_CODE (v) != ADDR_EXPR)
    return ap;
  v = TREE_OPERAND (v, 0);
  if (!VAR_P (v))
    return ap;
  ap.vtable = v;
  return ap;
}

/* The initializer of VTABLE, or NULL when it is not known here.
   ctor_for_folding loads it from the LTO stream when needed.  */

static tree
vtable_initializer (tree vtable)
{
  tree init = ctor_for_folding (vtable);
  if (!init || init == error_mark_node || TREE_CODE (init) != CONSTRUCTOR)
    return NULL_TREE;
  return init;
}

HOST_WIDE_INT
vtable_entry_size (tree vtable)
{
  tree type = TREE_TYPE (vtable);
  if (TREE_CODE (type) != ARRAY_TYPE)
    return 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (type));
  return size && tree_fits_shwi_p (size) ? tree_to_shwi (size) : 0;
}

HOST_WIDE_INT
vtable_entry_size ()
{
  return tree_to_shwi (TYPE_SIZE_UNIT (ptr_type_node));
}

HOST_WIDE_INT
slot_offset (HOST_WIDE_INT token, tree vtable)
{
  return token * (vtable ? vtable_entry_size (vtable) : vtable_entry_size ());
}

/* Element INDEX of CTOR, or NULL if it is absent (implicitly zero).  */

static tree
ctor_element (tree ctor, unsigned HOST_WIDE_INT index)
{
  /* A vtable's elements are usually all there, in order: element INDEX
     is at INDEX, found at once (the walk below made reading every slot
     quadratic: a vtable of 1,500 slots in 60 classes, 1.6 s of a
     link).  */
  vec<constructor_elt, va_gc> *elts = CONSTRUCTOR_ELTS (ctor);
  if (index < vec_safe_length (elts))
    {
      tree at = (*elts)[index].index;
      if (!at || (TREE_CODE (at) == INTEGER_CST && tree_fits_uhwi_p (at)
		  && tree_to_uhwi (at) == index))
	return (*elts)[index].value;
    }
  unsigned HOST_WIDE_INT i;
  tree idx, val;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (ctor), i, idx, val)
    {
      unsigned HOST_WIDE_INT pos = i;
      if (idx && TREE_CODE (idx) == INTEGER_CST)
	pos = tree_to_uhwi (idx);
      if (pos == index)
	return val;
      if (pos > index)
	break;
    }
  return NULL_TREE;
}

static tree
function_in_entry (tree val)
{
  if (!val)
    return NULL_TREE;
  STRIP_NOPS (val);
  if (TREE_CODE (val) != ADDR_EXPR)
    return NULL_TREE;
  val = TREE_OPERAND (val, 0);
  return TREE_CODE (val) == FUNCTION_DECL ? val : NULL_TREE;
}

static bool
is_cxa_pure_virtual (tree fn)
{
  return DECL_NAME (fn) && id_equal (DECL_NAME (fn), "__cxa_pure_virtual");
}

slot
read_slot (const address_point &ap, HOST_WIDE_INT token)
{
  slot s;
  if (!ap.valid () || token < 0)
    return s;
  s.vtable = ap.vtable;
  s.ap = ap;
  tree init = vtable_initializer (ap.vtable);
  HOST_WIDE_INT size = vtable_entry_size (ap.vtable);
  if (!init || size <= 0 || ap.offset % size)
    return s;
  tree val = ctor_element (init, ap.offset / size + token);
  tree fn = function_in_entry (val);
  if (!fn)
    {
      /* A zero entry is what GCC leaves for a slot it proved unused.  */
      s.status = slot_status::unreachable;
      return s;
    }
  s.fn = fn;
  if (is_cxa_pure_virtual (fn))
    s.status = slot_status::pure_virtual;
  else if (TREE_CODE (TREE_TYPE (fn)) != METHOD_TYPE)
    s.status = slot_status::unreachable;
  else
    s.status = slot_status::method;
  return s;
}

unsigned
count_slots (const address_point &ap)
{
  tree init = ap.valid () ? vtable_initializer (ap.vtable) : NULL_TREE;
  HOST_WIDE_INT size = ap.valid () ? vtable_entry_size (ap.vtable) : 0;
  if (!init || size <= 0)
    return 0;
  unsigned n = 0;
  unsigned HOST_WIDE_INT len = CONSTRUCTOR_NELTS (init);
  for (unsigned HOST_WIDE_INT i = ap.offset / size; i < len; i++, n++)
    if (!function_in_entry (ctor_element (init, i)))
      break;
  return n;
}

unsigned
entries_after (const address_point &ap)
{
  tree init = ap.valid () ? vtable_initializer (ap.vtable) : NULL_TREE;
  HOST_WIDE_INT size = ap.valid () ? vtable_entry_size (ap.vtable) : 0;
  if (!init || size <= 0 || !TYPE_SIZE_UNIT (TREE_TYPE (ap.vtable))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ap.vtable))))
    return 0;
  unsigned HOST_WIDE_INT bytes
    = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ap.vtable)));
  return bytes > (unsigned HOST_WIDE_INT) ap.offset
	 ? (bytes - ap.offset) / size : 0;
}

vtable_kind
classify_vtable_var (tree decl)
{
  if (!DECL_ASSEMBLER_NAME_SET_P (decl))
    return vtable_kind::other;
  const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  /* LTO may privatize names (foo.lto_priv.0); the prefix stays.  */
  if (startswith (name, "_ZTV"))
    return vtable_kind::vtable;
  if (startswith (name, "_ZTC"))
    return vtable_kind::construction_vtable;
  if (startswith (name, "_ZTT"))
    return vtable_kind::vtt;
  return vtable_kind::other;
}

std::string
vtable_key (tree type)
{
  if (!type || !TYPE_BINFO (type) || !BINFO_VTABLE (TYPE_BINFO (type)))
    return "";
  address_point ap = decode_address_point (BINFO_VTABLE (TYPE_BINFO (type)));
  if (!ap.valid () || !DECL_ASSEMBLER_NAME_SET_P (ap.vtable))
    return "";
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (ap.vtable));
}

} // namespace tigdevirt
