/* field-escape-walk.cc - compile time: in each function's GIMPLE before
   any inlining, whether the pointers to the followed fields' objects and
   the member functions' `this' stay in the link (field-escape-state.h
   holds what it records).  See field-escapes.h for the rule and why it
   is sound.  */

#include "field-state.h"
#include "type-graph.h"

namespace tigdevirt {

using namespace escapes;

const char *const field_escape_after = "ssa";


namespace {

/* For a clone of a constructor or destructor, NAME (its assembler name)
   with the clone's variant (C1, C2, C3; D0, D1, D2) made the front end's
   (C4, D4); else empty.  */

std::string
abstract_cdtor_name (tree fndecl, const std::string &name)
{
  if (!DECL_CXX_CONSTRUCTOR_P (fndecl) && !DECL_CXX_DESTRUCTOR_P (fndecl))
    return std::string ();
  char kind = DECL_CXX_CONSTRUCTOR_P (fndecl) ? 'C' : 'D';
  for (size_t p = name.size (); p-- > 2;)
    if (name[p - 2] == kind && strchr (kind == 'C' ? "123" : "012", name[p - 1])
	&& strchr ("EBI", name[p]))
      {
	std::string n = name;
	n[p - 1] = '4';
	return n;
      }
  return std::string ();
}

/* Is FNDECL a member function whose `this' the walk follows (one of a
   polymorphic class)?  Only those get records, and a record's absence
   means the function keeps its `this': so a pointer passed to any other
   member function escapes.  The same test in every unit (the class is
   complete where its methods are compiled or called; free_lang_data
   keeps the binfos of polymorphic classes).  */

bool
walked_method_p (tree fndecl)
{
  if (TREE_CODE (TREE_TYPE (fndecl)) != METHOD_TYPE)
    return false;
  tree cls = TYPE_METHOD_BASETYPE (TREE_TYPE (fndecl));
  return cls && TYPE_BINFO (cls)
	 && polymorphic_type_binfo_p (TYPE_BINFO (cls));
}

/* How a statement's operand E uses pointer T.  */
enum class use_role
{
  none,		/* Not at all.  */
  deref,	/* A member of *T read or written.  */
  value,	/* T itself, or a pointer to a base subobject of *T.  */
  member,	/* A pointer to a member object of *T (not followed).  */
  other		/* Anything else.  */
};

tree
find_name (tree *tp, int *walk_subtrees, void *t)
{
  if (*tp == (tree) t)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

bool
mentions_p (tree e, tree t)
{
  return e && walk_tree_without_duplicates (&e, find_name, t);
}

/* Strip the handled components of reference R; MEMBER is set when one
   selects something other than a base subobject.  Null when an index
   or offset operand mentions T.  */

tree
through_components (tree r, tree t, bool *member)
{
  for (; handled_component_p (r); r = TREE_OPERAND (r, 0))
    {
      if (TREE_CODE (r) != COMPONENT_REF
	  || !DECL_ARTIFICIAL (TREE_OPERAND (r, 1))
	  || TREE_CODE (TREE_TYPE (TREE_OPERAND (r, 1))) != RECORD_TYPE)
	*member = true;
      for (int i = 1; i < TREE_OPERAND_LENGTH (r); i++)
	if (mentions_p (TREE_OPERAND (r, i), t))
	  return NULL_TREE;
    }
  return r;
}

use_role
role_of (tree e, tree t)
{
  if (!e)
    return use_role::none;
  if (e == t)
    return use_role::value;
  if (TREE_CODE (e) == SSA_NAME || is_gimple_min_invariant (e))
    return use_role::none;
  bool member = false;
  bool addr = TREE_CODE (e) == ADDR_EXPR;
  tree base = through_components (addr ? TREE_OPERAND (e, 0) : e, t,
				  &member);
  if (base && TREE_CODE (base) == MEM_REF && TREE_OPERAND (base, 0) == t
      && !mentions_p (TREE_OPERAND (base, 1), t))
    return !addr ? use_role::deref
	   : member ? use_role::member : use_role::value;
  return mentions_p (e, t) ? use_role::other : use_role::none;
}

/* Does a store to LHS write a vptr (the vptr field itself, or a whole
   polymorphic object)?  */

bool
writes_vptr_p (tree lhs)
{
  if (TREE_CODE (lhs) == COMPONENT_REF
      && DECL_VIRTUAL_P (TREE_OPERAND (lhs, 1)))
    return true;
  tree type = TREE_TYPE (lhs);
  return RECORD_OR_UNION_TYPE_P (type) && TYPE_BINFO (type)
	 && polymorphic_type_binfo_p (TYPE_BINFO (type));
}

/* Is LHS the field F (of any object)?  */

bool
is_field (tree lhs, tree f)
{
  return f && TREE_CODE (lhs) == COMPONENT_REF && TREE_OPERAND (lhs, 1) == f;
}

/* What following a pointer is allowed to see, and what it found.  */
struct follow_state
{
  /* Stores of the pointer back into this field are allowed.  */
  tree field = NULL_TREE;
  /* Constructor calls on it: its own construction (the new-expression,
     or a constructor's `this' passed to its bases' constructors).  */
  bool may_construct = false;
  /* Writes of its vptrs (constructors, destructors, a fresh object).  */
  bool may_write_vptr = false;
  name_set callees;
  const char *why = nullptr;
  gimple *where = nullptr;
  std::vector<tree> work;
  std::set<tree> done;

  bool
  escape (const char *reason, gimple *s)
  {
    why = reason;
    where = s;
    return false;
  }
  void
  add (tree name)
  {
    if (name && TREE_CODE (name) == SSA_NAME && done.insert (name).second)
      work.push_back (name);
  }
};

/* A store of pointer T (or one computed from it) to memory LHS.  */

bool
store_of_pointer (tree lhs, gimple *s, follow_state &st)
{
  if (is_field (lhs, st.field))
    return true;
  return st.escape ("it is stored to memory", s);
}

/* A store through T to LHS.  */

bool
store_through (tree lhs, gimple *s, follow_state &st)
{
  if (!st.may_write_vptr && writes_vptr_p (lhs) && !gimple_clobber_p (s))
    return st.escape ("its vptr is written", s);
  return true;
}

/* What statement S writes, LHS: T itself not in it, or a store through
   T that leaves its vptrs alone.  */

bool
destination_ok (tree lhs, tree t, gimple *s, follow_state &st)
{
  switch (role_of (lhs, t))
    {
    case use_role::none:
      return true;
    case use_role::deref:
      return store_through (lhs, s, st);
    default:
      return st.escape ("it is used in a way the walk does not follow", s);
    }
}

bool
follow_assign (gassign *s, tree t, follow_state &st)
{
  tree lhs = gimple_assign_lhs (s);
  bool to_name = TREE_CODE (lhs) == SSA_NAME;
  if (!destination_ok (lhs, t, s, st))
    return false;
  enum tree_code code = gimple_assign_rhs_code (s);
  if (gimple_assign_single_p (s))
    switch (role_of (gimple_assign_rhs1 (s), t))
      {
      case use_role::none:
      case use_role::deref:
      case use_role::member:
	return true;
      case use_role::value:
	if (to_name)
	  return st.add (lhs), true;
	return store_of_pointer (lhs, s, st);
      default:
	return st.escape ("it is used in a way the walk does not follow", s);
      }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return true;
  if ((CONVERT_EXPR_CODE_P (code) || code == POINTER_PLUS_EXPR)
      && gimple_assign_rhs1 (s) == t
      && (code != POINTER_PLUS_EXPR
	  || !mentions_p (gimple_assign_rhs2 (s), t)))
    {
      if (!POINTER_TYPE_P (TREE_TYPE (lhs)))
	return st.escape ("it is converted to an integer", s);
      if (!to_name)
	return store_of_pointer (lhs, s, st);
      st.add (lhs);
      return true;
    }
  return st.escape ("it is used in arithmetic the walk does not follow", s);
}

bool
follow_call (gcall *s, tree t, follow_state &st)
{
  if (tree lhs = gimple_call_lhs (s))
    if (!destination_ok (lhs, t, s, st))
      return false;
  if (gimple_call_internal_p (s) || mentions_p (gimple_call_chain (s), t))
    return st.escape ("it is passed to an internal function", s);
  tree fn = gimple_call_fn (s);
  bool virtual_call = fn && TREE_CODE (fn) == OBJ_TYPE_REF;
  tree fndecl = gimple_call_fndecl (s);
  for (unsigned i = 0; i < gimple_call_num_args (s); i++)
    switch (role_of (gimple_call_arg (s, i), t))
      {
      case use_role::none:
      case use_role::deref:
      case use_role::member:
	break;
      case use_role::value:
	if (virtual_call && i == 0)
	  /* The object of a virtual call (C++ gives no other way to pass a
	     pointer as a virtual call's first argument; before any
	     optimization it may be a load of its own): the callee is a
	     method of the object's class, or of a base while it is built
	     or destroyed, all in the closure.  */
	  break;
	if (!fndecl)
	  return st.escape ("it is passed to a function called through a "
			    "pointer", s);
	if (i == 0 && DECL_IS_OPERATOR_DELETE_P (fndecl))
	  break;
	if (i != 0 || TREE_CODE (TREE_TYPE (fndecl)) != METHOD_TYPE)
	  return st.escape ("it is passed to another function", s);
	if (!walked_method_p (fndecl))
	  return st.escape ("it is passed to a member function of a class "
			    "without virtual methods", s);
	if (DECL_CXX_CONSTRUCTOR_P (fndecl) && !st.may_construct)
	  return st.escape ("a constructor builds an object in its storage",
			    s);
	/* By the function whose body it is (a complete constructor is
	   often an alias of the base-object one).  */
	if (cgraph_node *n = cgraph_node::get (fndecl))
	  fndecl = n->ultimate_alias_target ()->decl;
	st.callees.insert (tagged_name (fndecl));
	break;
      default:
	return st.escape ("it is used in a way the walk does not follow", s);
      }
  return true;
}

/* Follow every use of ROOT and of the pointers computed from it; false
   (ST says why and where) when one escapes.  */

bool
follow (tree root, follow_state &st)
{
  st.add (root);
  while (!st.work.empty ())
    {
      tree t = st.work.back ();
      st.work.pop_back ();
      std::vector<gimple *> uses;
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, t)
	{
	  gimple *u = USE_STMT (use);
	  if (std::find (uses.begin (), uses.end (), u) == uses.end ())
	    uses.push_back (u);
	}
      for (gimple *u : uses)
	switch (gimple_code (u))
	  {
	  case GIMPLE_DEBUG:
	  case GIMPLE_COND:
	    break;
	  case GIMPLE_PHI:
	    st.add (gimple_phi_result (u));
	    break;
	  case GIMPLE_ASSIGN:
	    if (!follow_assign (as_a<gassign *> (u), t, st))
	      return false;
	    break;
	  case GIMPLE_CALL:
	    if (!follow_call (as_a<gcall *> (u), t, st))
	      return false;
	    break;
	  case GIMPLE_RETURN:
	    return st.escape ("it is returned", u);
	  default:
	    return st.escape ("it is used in a way the walk does not follow",
			      u);
	  }
    }
  return true;
}

/* The fresh objects (replaceable operator new's results) whose pointer
   V, stored to a field, may be: into ROOTS.  False when V may be
   something else than those, a null pointer or a load of field F.  */

bool
stored_roots (tree v, tree f, std::vector<tree> &roots, std::set<tree> &seen)
{
  if (integer_zerop (v))
    return true;
  if (TREE_CODE (v) != SSA_NAME)
    return false;
  if (!seen.insert (v).second)
    return true;
  gimple *d = SSA_NAME_DEF_STMT (v);
  if (gphi *phi = dyn_cast<gphi *> (d))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!stored_roots (gimple_phi_arg_def (phi, i), f, roots, seen))
	  return false;
      return true;
    }
  if (gcall *c = dyn_cast<gcall *> (d))
    {
      tree fn = gimple_call_fndecl (c);
      if (fn && DECL_IS_REPLACEABLE_OPERATOR_NEW_P (fn))
	return roots.push_back (v), true;
      return false;
    }
  gassign *a = dyn_cast<gassign *> (d);
  if (!a)
    return false;
  enum tree_code code = gimple_assign_rhs_code (a);
  if (gimple_assign_single_p (a) && is_field (gimple_assign_rhs1 (a), f))
    return true;
  if (code == SSA_NAME || CONVERT_EXPR_CODE_P (code)
      || (code == POINTER_PLUS_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (a)) == INTEGER_CST))
    return stored_roots (gimple_assign_rhs1 (a), f, roots, seen);
  return false;
}

/* Note in field F's record that a pointer to its objects escapes.  */

void
field_escapes (tables &tab, tree f, const follow_state &st)
{
  field_record &r = tab.unit_fields[f];
  if (r.escapes.empty ())
    r.escapes = std::string ("in ") + function_name_of (current_function_decl)
		+ ", " + st.why;
}

/* Follow the pointers to field F's objects in statement S: a load of the
   field, or a store to it.  */

void
follow_field_use (tables &tab, gimple *s, tree f)
{
  field_record &r = tab.unit_fields[f];
  if (!r.escapes.empty ())
    return;
  follow_state st;
  st.field = f;
  gassign *a = dyn_cast<gassign *> (s);
  if (a && gimple_assign_single_p (a)
      && is_field (gimple_assign_rhs1 (a), f)
      && TREE_CODE (gimple_assign_lhs (a)) == SSA_NAME)
    {
      if (!follow (gimple_assign_lhs (a), st))
	field_escapes (tab, f, st);
    }
  else if (a && gimple_assign_single_p (a) && is_field (gimple_assign_lhs (a), f))
    {
      std::vector<tree> roots;
      std::set<tree> seen;
      if (!stored_roots (gimple_assign_rhs1 (a), f, roots, seen))
	st.escape ("a store stores a pointer that is not a new-expression's "
		   "result", s);
      st.may_construct = st.may_write_vptr = true;
      for (tree root : roots)
	if (!st.why)
	  follow (root, st);
      if (st.why)
	field_escapes (tab, f, st);
    }
  else if (!gimple_clobber_p (s))
    st.escape ("it is named in a statement the walk does not follow", s),
      field_escapes (tab, f, st);
  if (!st.why)
    r.callees.insert (st.callees.begin (), st.callees.end ());
}

/* The followed fields that statement S names (in an operand).  */

void
fields_named (const tables &tab, gimple *s, std::vector<tree> &out)
{
  for (unsigned i = 0; i < gimple_num_ops (s); i++)
    for (tree r = gimple_op (s, i); r && handled_component_p (r);
	 r = TREE_OPERAND (r, 0))
      if (TREE_CODE (r) == COMPONENT_REF
	  && tab.unit_fields.count (TREE_OPERAND (r, 1)))
	out.push_back (TREE_OPERAND (r, 1));
}

const pass_data field_escape_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_field_escapes",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

class field_escape_pass : public gimple_opt_pass
{
public:
  field_escape_pass (gcc::context *ctxt, tables &tab)
    : gimple_opt_pass (field_escape_data, ctxt), tab (tab) {}

  bool gate (function *) final override { return !in_lto_p; }

  unsigned int
  execute (function *fun) final override
  {
    tree fndecl = fun->decl;
    /* A constructor's or destructor's body is compiled as its clones
       (complete, base object, deleting), the front end's function
       (C4, D4) never.  */
    std::string name = tagged_name (fndecl);
    for (const std::string &n : {name, abstract_cdtor_name (fndecl, name)})
      {
	auto named = tab.named_by.find (n);
	if (named != tab.named_by.end ())
	  for (tree f : named->second)
	    tab.unit_fields[f].seen.insert (n);
      }
    if (!tab.unit_fields.empty ())
      {
	basic_block bb;
	FOR_EACH_BB_FN (bb, fun)
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      std::vector<tree> fs;
	      fields_named (tab, gsi_stmt (gsi), fs);
	      for (tree f : fs)
		follow_field_use (tab, gsi_stmt (gsi), f);
	    }
      }
    /* A member function of a polymorphic class: whether it keeps its
       `this' (recorded when it does not, or passes it on).  */
    if (walked_method_p (fndecl) && DECL_ARGUMENTS (fndecl))
      {
	follow_state st;
	st.may_construct = DECL_CXX_CONSTRUCTOR_P (fndecl);
	st.may_write_vptr = st.may_construct
			    || DECL_CXX_DESTRUCTOR_P (fndecl);
	tree self = ssa_default_def (fun, DECL_ARGUMENTS (fndecl));
	if (self && !follow (self, st))
	  tab.unit_methods[tagged_name (fndecl)].escapes = true;
	else if (!st.callees.empty ())
	  tab.unit_methods[tagged_name (fndecl)].callees = st.callees;
      }
    return 0;
  }

private:
  /* This run's escape records, which the walk fills.  */
  tables &tab;
};

} // anon namespace

opt_pass *
make_field_escape_pass (gcc::context *ctxt, field_records &fields)
{
  return new field_escape_pass (ctxt, fields.tables ().escapes);
}

} // namespace tigdevirt
