/* placement-census.cc - the classes built in reused storage.  See
   placement-census.h.

   Section ".gnu.lto_tigdevirt_census..." (lto-section.h): "TGDVPC03",
   u32 count, then each class's name (lstr, unit_class_key: a local
   class's matches every local class of that mangled name, which errs
   towards "built in place"); then the same for the laundered classes.
   Every object compiled with the plugin has one, empty or not, so that
   a missing section means an object the census did not see.  */

#include "placement-census.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const section_format format
  = {"tigdevirt_census", "TGDVPC03", "placement census"};

/* A set of classes: by name (unit_class_key, streamed) and, for a
   compile without -flto or a class without a name, by type.  */
struct class_set
{
  std::set<std::string> names;
  std::set<tree> types;

  bool
  has (const poly_type *t) const
  {
    return types.count (t->type) || (!t->odr.empty () && names.count (t->odr));
  }
};

/* Built in reused storage; and laundered: the pointee classes of every
   std::launder and __builtin_launder (noted in the front end, named
   when written: ODR names exist only after free_lang_data).  */
class_set built, laundered;
std::string missing_reason;
bool taken;

bool
polymorphic_p (tree t)
{
  return t && TREE_CODE (t) == RECORD_TYPE && TYPE_BINFO (t)
	 && polymorphic_type_binfo_p (TYPE_BINFO (t));
}

/* Count TYPE and every polymorphic class inside it (bases are fields in
   GCC's layout; arrays of them too) as built in place.  */

void
count_type (tree type, class_set &set = built, int depth = 0)
{
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  if (!RECORD_OR_UNION_TYPE_P (type) || depth > 16 || !COMPLETE_TYPE_P (type))
    return;
  type = TYPE_MAIN_VARIANT (type);
  if (polymorphic_p (type))
    {
      if (!set.types.insert (type).second)
	return;
      std::string name = unit_class_key (type);
      if (!name.empty ())
	set.names.insert (name);
    }
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL)
      count_type (TREE_TYPE (f), set, depth + 1);
}

} // anon namespace

void
note_launder (tree t)
{
  if (TREE_CODE (t) == CALL_EXPR && !CALL_EXPR_FN (t)
      && CALL_EXPR_IFN (t) == IFN_LAUNDER && POINTER_TYPE_P (TREE_TYPE (t)))
    count_type (TREE_TYPE (TREE_TYPE (t)), laundered);
}

namespace {

bool
this_parm_p (tree parm)
{
  tree fn = current_function_decl;
  return TREE_CODE (TREE_TYPE (fn)) == METHOD_TYPE
	 && (DECL_CXX_CONSTRUCTOR_P (fn) || DECL_CXX_DESTRUCTOR_P (fn))
	 && parm == DECL_ARGUMENTS (fn);
}

/* The base of reference REF, without looking through a MEM_REF of an
   address (get_base_address does, and would take a class viewed in a
   character buffer for the buffer).  */

tree
innermost_base (tree ref)
{
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  return ref;
}

/* Is OBJ, a reference into a declared variable, an object of class type
   there, not reached through a union and not raw storage (a character
   array, a buffer member): building a class there is not building it
   in reused storage.  */

bool
declared_object_p (tree obj, bool own_only)
{
  for (tree r = obj; handled_component_p (r); r = TREE_OPERAND (r, 0))
    if (TREE_CODE (TREE_TYPE (TREE_OPERAND (r, 0))) == UNION_TYPE
	|| TREE_CODE (TREE_TYPE (TREE_OPERAND (r, 0))) == QUAL_UNION_TYPE)
      return false;
  if (own_only)
    {
      /* Only the function's own objects: its automatic variables, its
	 parameters and its result (the object it returns).  */
      tree base = innermost_base (obj);
      if (TREE_CODE (base) == VAR_DECL
	  && !auto_var_in_fn_p (base, current_function_decl))
	return false;
    }
  tree t = TREE_TYPE (obj);
  while (TREE_CODE (t) == ARRAY_TYPE)
    t = TREE_TYPE (t);
  return TREE_CODE (t) == RECORD_TYPE;
}

/* Is OP, a pointer, into fresh storage: a declared object of class type,
   a new-expression's replaceable allocation, or the object a constructor
   or destructor works on (its `this'), or a part of one of these?  */

bool
fresh_p (tree op, std::set<tree> &seen, bool own_only, int depth = 0)
{
  if (depth > 32)
    return false;
  if (TREE_CODE (op) == ADDR_EXPR)
    {
      tree obj = TREE_OPERAND (op, 0);
      tree base = innermost_base (obj);
      if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	return fresh_p (TREE_OPERAND (base, 0), seen, own_only, depth + 1);
      return declared_object_p (obj, own_only)
	     && (TREE_CODE (base) == VAR_DECL || TREE_CODE (base) == PARM_DECL
		 || TREE_CODE (base) == RESULT_DECL);
    }
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  if (!seen.insert (op).second)
    /* A cycle through a PHI: the other arguments decide.  */
    return true;
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return SSA_NAME_VAR (op) && TREE_CODE (SSA_NAME_VAR (op)) == PARM_DECL
	   && this_parm_p (SSA_NAME_VAR (op));
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gcall *call = dyn_cast<gcall *> (def))
    {
      tree fn = gimple_call_fndecl (call);
      return fn && gimple_call_from_new_or_delete (call)
	     && DECL_IS_REPLACEABLE_OPERATOR_NEW_P (fn);
    }
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!fresh_p (gimple_phi_arg_def (phi, i), seen, own_only,
		       depth + 1))
	  return false;
      return true;
    }
  if (is_gimple_assign (def))
    {
      tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR || gimple_assign_cast_p (def)
	  || code == SSA_NAME || code == ADDR_EXPR)
	return fresh_p (gimple_assign_rhs1 (def), seen, own_only, depth + 1);
    }
  return false;
}


void
census_stmt (gimple *stmt)
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      tree fn = gimple_call_fndecl (call);
      if (fn && TREE_CODE (TREE_TYPE (fn)) == METHOD_TYPE
	  && DECL_CXX_CONSTRUCTOR_P (fn) && gimple_call_num_args (call)
	  && !fresh_pointer_p (gimple_call_arg (call, 0)))
	count_type (TYPE_METHOD_BASETYPE (TREE_TYPE (fn)));
      /* A call that builds its result in the caller's storage.  */
      tree lhs = gimple_call_lhs (call);
      if (lhs && gimple_call_return_slot_opt_p (call)
	  && RECORD_OR_UNION_TYPE_P (TREE_TYPE (lhs)) && !fresh_object_p (lhs))
	count_type (TREE_TYPE (lhs));
      return;
    }
  if (!gimple_assign_single_p (stmt))
    return;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != COMPONENT_REF
      || !DECL_VIRTUAL_P (TREE_OPERAND (lhs, 1)))
    return;
  tree vtable;
  unsigned HOST_WIDE_INT offset;
  if (!vtable_pointer_value_to_vtable (gimple_assign_rhs1 (stmt), &vtable,
				       &offset))
    return;
  /* A destructor's stores unbuild; only constructors build.  */
  tree origin = statement_origin (stmt);
  if (TREE_CODE (origin) == FUNCTION_DECL && DECL_CXX_DESTRUCTOR_P (origin))
    return;
  if (!fresh_object_p (TREE_OPERAND (lhs, 0)))
    count_type (DECL_CONTEXT (vtable));
}

} // anon namespace

bool
fresh_pointer_p (tree op, bool own_only)
{
  std::set<tree> seen;
  return fresh_p (op, seen, own_only);
}

bool
fresh_object_p (tree ref, bool own_only)
{
  tree base = innermost_base (ref);
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    return fresh_pointer_p (TREE_OPERAND (base, 0), own_only);
  return DECL_P (base) && declared_object_p (ref, own_only);
}

void
take_placement_census ()
{
  if (taken)
    return;
  taken = true;
  for_each_ssa_body ([] (cgraph_node *)
    {
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  census_stmt (gsi_stmt (gsi));
    });
}

void
write_placement_census ()
{
  /* Not written when some body was not walked (its launders and
     constructions unseen): the link's census is then incomplete.  */
  if (in_lto_p || front_end_walk_gap ())
    return;
  /* The laundered classes were noted before they had names.  */
  for (tree t : laundered.types)
    {
      std::string name = unit_class_key (t);
      if (!name.empty ())
	laundered.names.insert (name);
    }
  section_writer out;
  for (const class_set *set : {&built, &laundered})
    {
      out.u32 (set->names.size ());
      for (const std::string &n : set->names)
	out.lstr (n);
    }
  write_section (format, {&out}, true);
}

namespace {

void
note_missing (lto_file_decl_data *file)
{
  if (missing_reason.empty ())
    missing_reason = std::string (file->file_name)
		     + " was compiled without the plugin";
}

bool
read_section (lto_file_decl_data *file, section_reader &in)
{
  std::vector<std::string> got[2];
  bool ok = true;
  for (int k = 0; k < 2 && ok; k++)
    {
      uint32_t n;
      ok = in.u32 (n);
      for (uint32_t i = 0; ok && i < n; i++)
	{
	  std::string s;
	  ok = in.lstr (s);
	  got[k].push_back (s);
	}
    }
  if (!ok || !in.at_end ())
    {
      if (missing_reason.empty ())
	missing_reason = std::string ("malformed census data in ")
			 + file->file_name;
      return false;
    }
  built.names.insert (got[0].begin (), got[0].end ());
  laundered.names.insert (got[1].begin (), got[1].end ());
  return true;
}

} // anon namespace

void
read_placement_census ()
{
  taken = true;
  read_sections (format, read_section, note_missing);
}

const char *
laundered_family (poly_type *otr, const type_graph &g)
{
  if (!taken)
    return "no placement census";
  if (census_incomplete ())
    return "the placement census is incomplete";
  if (laundered.names.empty () && laundered.types.empty ())
    return nullptr;
  /* A laundered pointer to any class of OTR's hierarchy may reach the
     object, cast to OTR: OTR, its bases, and everything derived from
     them.  */
  std::vector<poly_type *> roots = g.all_bases (otr);
  roots.push_back (otr);
  for (poly_type *r : roots)
    {
      if (laundered.has (r))
	return "the program launders pointers to a class of the hierarchy "
	       "(std::launder)";
      for (poly_type *t : g.all_derived (r))
	if (laundered.has (t))
	  return "the program launders pointers to a class of the hierarchy "
		 "(std::launder)";
    }
  return nullptr;
}

const char *
built_in_place (poly_type *otr, const type_graph &g)
{
  if (const char *why = laundered_family (otr, g))
    return why;
  std::vector<poly_type *> family = g.all_derived (otr);
  family.push_back (otr);
  for (poly_type *t : family)
    {
      if (!t->constructions_known)
	return "code outside the link may construct the classes";
      if (built.has (t))
	return "some class is built in reused storage (placement new)";
    }
  return nullptr;
}

bool
any_laundered ()
{
  return !laundered.names.empty () || !laundered.types.empty ();
}

unsigned
census_size ()
{
  return std::max (built.names.size (), built.types.size ());
}

const char *
census_incomplete ()
{
  if (missing_reason.empty () && front_end_walk_gap ())
    return front_end_walk_gap ();
  return missing_reason.empty () ? nullptr : missing_reason.c_str ();
}

void
keep_census_trees ()
{
  keep_trees (built.types);
  keep_trees (laundered.types);
}

} // namespace tigdevirt
