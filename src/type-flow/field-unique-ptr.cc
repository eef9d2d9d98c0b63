/* field-unique-ptr.cc - compile time: a std::unique_ptr field as a
   pointer field (field-types.h's rule).

   `std::unique_ptr<Strategy> s' is stored to by calls on it: its
   constructors, `s = ...', `s.reset (p)', `s.release ()', a move out of
   it; its pointer is read by `s->', `*s', `s.get ()'.  Only code that can
   name the field can make those calls on it (code given its address
   aside: refused), so the front end of a unit closing its class sees
   every store, as for a raw pointer field, and each stores:

   - a new-expression's object (`s (new T)', `s.reset (new T)', or a
     temporary `std::unique_ptr<B> (new T)' moved in);
   - `std::make_unique<T> (...)''s result: a T (the standard library's
     `unique_ptr<T> (new T (...))');
   - null (`s = nullptr', `s.reset ()', `s.release ()', a move out of
     `s'), or the same field of another object (`s (std::move (o.s))',
     the class's own move constructor and assignment);
   anything else refuses the field: a std::unique_ptr a function returns
   or the function was given, `swap', the field's address bound to a
   reference or given to a function other than the standard library's
   taking it const.  Only a std::unique_ptr whose deleter takes no room
   (the pointer is all it holds, at its start) is such a field.

   At GIMPLE after early inlining the accessors are gone: `s->f ()'
   loads the pointer at the field's position (`MEM[(T * const &) this +
   8B]'), through no field.  The load names the field when its object
   is the function's `this' (a member function's object is of its class)
   or a declared object, and the field of that class at that position is
   a std::unique_ptr field this unit's front end saw named; a class with
   a virtual base is not looked into (a virtual base's position differs
   between objects).  */

#include "field-state.h"
#include "type-graph.h"

namespace tigdevirt {
namespace field {

namespace {

bool
std_namespace_p (tree ctx)
{
  return ctx && TREE_CODE (ctx) == NAMESPACE_DECL && DECL_NAME (ctx)
	 && id_equal (DECL_NAME (ctx), "std")
	 && (!DECL_CONTEXT (ctx)
	     || TREE_CODE (DECL_CONTEXT (ctx)) == TRANSLATION_UNIT_DECL);
}

bool
named_p (tree decl, const char *name)
{
  return decl && DECL_NAME (decl)
	 && TREE_CODE (DECL_NAME (decl)) == IDENTIFIER_NODE
	 && id_equal (DECL_NAME (decl), name);
}

/* Is FN the standard library's function NAME (not a member)?  */

bool
std_function_p (tree fn, const char *name)
{
  return fn && TREE_CODE (fn) == FUNCTION_DECL && named_p (fn, name)
	 && std_namespace_p (DECL_CONTEXT (fn));
}

/* std::move, std::forward, std::as_const: their result is their
   argument.  */

bool
transparent_p (tree fn)
{
  return std_function_p (fn, "move") || std_function_p (fn, "forward")
	 || std_function_p (fn, "as_const");
}

/* A member function of the std::unique_ptr class of FN, if it is one.  */

bool
unique_ptr_member_p (tree fn)
{
  return fn && TREE_CODE (fn) == FUNCTION_DECL && DECL_CONTEXT (fn)
	 && TYPE_P (DECL_CONTEXT (fn)) && unique_ptr_class (DECL_CONTEXT (fn));
}

/* Is FN a member function whose object is const (`get', `operator->')?  */

bool
const_member_p (tree fn)
{
  tree type = TREE_TYPE (fn);
  if (TREE_CODE (type) != METHOD_TYPE || !TYPE_ARG_TYPES (type))
    return false;
  tree self = TREE_VALUE (TYPE_ARG_TYPES (type));
  return POINTER_TYPE_P (self) && TYPE_READONLY (TREE_TYPE (self));
}

/* The type of parameter I of FN (its object counted for a member).  */

tree
parameter_type (tree fn, unsigned i)
{
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (fn)); a; a = TREE_CHAIN (a), i--)
    if (!i)
      return TREE_VALUE (a);
  return NULL_TREE;
}

/* The pointer field at the start of RECORD, in it or in a field (a
   base) at its start.  */

tree
pointer_at_start (tree record, int depth)
{
  if (depth > 10)
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (record); f; f = DECL_CHAIN (f))
    {
      if (!fixed_position_p (f) || !integer_zerop (bit_position (f)))
	continue;
      tree t = TREE_TYPE (f);
      if (TREE_CODE (t) == POINTER_TYPE)
	return f;
      if (TREE_CODE (t) == RECORD_TYPE)
	if (tree p = pointer_at_start (t, depth + 1))
	  return p;
    }
  return NULL_TREE;
}

/* If E, through conversions and std::move, is the address of a
   std::unique_ptr field (`&o.s'), the field; the nodes passed into
   THROUGH.  */

tree
field_address (tree e, std::vector<tree> *through)
{
  while (e)
    {
      if (through)
	through->push_back (e);
      if (CONVERT_EXPR_P (e) || TREE_CODE (e) == NON_LVALUE_EXPR
	  || TREE_CODE (e) == VIEW_CONVERT_EXPR)
	e = TREE_OPERAND (e, 0);
      else if (TREE_CODE (e) == CALL_EXPR && call_expr_nargs (e) == 1
	       && transparent_p (get_callee_fndecl (e)))
	e = CALL_EXPR_ARG (e, 0);
      else if (TREE_CODE (e) == ADDR_EXPR)
	{
	  tree r = TREE_OPERAND (e, 0);
	  if (through)
	    through->push_back (r);
	  return TREE_CODE (r) == COMPONENT_REF
		 && unique_ptr_field_p (TREE_OPERAND (r, 1))
		 ? TREE_OPERAND (r, 1) : NULL_TREE;
	}
      else
	return NULL_TREE;
    }
  return NULL_TREE;
}

/* F is named in this unit: at GIMPLE its loads are looked for.  */

unit_record &
named (tables &tab, tree f)
{
  unit_record &r = tab.unit_fields[f];
  r.owning = true;
  return r;
}

/* Where class BASE sits in the class of BINFO: each place it is a
   base, not reached through a virtual base, into AT (bits); any place
   through a virtual base counts as two.  */

void
base_places (tree binfo, tree base, std::vector<HOST_WIDE_INT> &at)
{
  if (TYPE_MAIN_VARIANT (BINFO_TYPE (binfo)) == base)
    at.push_back (tree_to_shwi (BINFO_OFFSET (binfo)) * BITS_PER_UNIT);
  tree b;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, b); i++)
    {
      size_t before = at.size ();
      base_places (b, base, at);
      if (BINFO_VIRTUAL_P (b) && at.size () != before)
	at.push_back (-1), at.push_back (-1);
    }
}

/* F holds an X made by std::make_unique<X> (MADE): where F's class sits
   in it (a base found once, not through a virtual base), or refused.  */

void
note_made (tables &tab, tree f, tree made)
{
  tree held = held_class (f);
  std::vector<HOST_WIDE_INT> at;
  if (made && held && TYPE_BINFO (made)
      && polymorphic_type_binfo_p (TYPE_BINFO (made)))
    base_places (TYPE_BINFO (made), held, at);
  if (at.size () != 1 || at[0] < 0)
    return refuse (tab, f, refusal::not_new);
  HOST_WIDE_INT bits = at[0];
  unit_record &r = named (tab, f);
  for (auto &c : r.classes)
    if (c.first == made && c.second == bits)
      return;
  r.classes.push_back ({made, bits});
}

/* A raw pointer P given to F (`s.reset (p)', `s (p)').  */

void
note_pointer (tables &tab, tree f, tree p)
{
  tree v = strip_conversions (p);
  /* `s.reset (o.s.release ())': what the same field held, else what
     another std::unique_ptr held.  */
  if (v && TREE_CODE (v) == CALL_EXPR)
    if (tree fn = get_callee_fndecl (v))
      if (unique_ptr_member_p (fn))
	{
	  if (!named_p (fn, "release") || !call_expr_nargs (v)
	      || field_address (CALL_EXPR_ARG (v, 0), nullptr) != f)
	    refuse (tab, f, refusal::not_new);
	  return;
	}
  named (tab, f);
  note_store (tab, f, p, p, held_class (f));
}

/* What the argument E of F's constructor or assignment gives it: null,
   a raw pointer, or another std::unique_ptr's.  */

void
note_given (tables &tab, tree f, tree e)
{
  tree t = TREE_TYPE (e);
  if (integer_zerop (strip_conversions (e)) || TREE_CODE (t) == NULLPTR_TYPE)
    return (void) named (tab, f);
  if (TREE_CODE (t) == POINTER_TYPE && !unique_ptr_class (TREE_TYPE (t)))
    return note_pointer (tab, f, e);
  note_unique_ptr_source (tab, f, e);
}

/* The member function FN called on field F, with arguments ARGS after
   the object.  */

void
note_member_call (tables &tab, tree f, tree fn,
		  const std::vector<tree> &args)
{
  if (!fn || !unique_ptr_member_p (fn)
      || TYPE_MAIN_VARIANT (DECL_CONTEXT (fn))
	 != TYPE_MAIN_VARIANT (TREE_TYPE (f)))
    return refuse (tab, f, refusal::address_taken);
  named (tab, f);
  if (DECL_CXX_DESTRUCTOR_P (fn) || named_p (fn, "release")
      || const_member_p (fn))
    return;
  if (DECL_CXX_CONSTRUCTOR_P (fn) || named_p (fn, "operator=")
      || named_p (fn, "reset"))
    {
      /* A default constructor, `s.reset ()' store null.  */
      if (!args.empty ())
	note_given (tab, f, args[0]);
      return;
    }
  refuse (tab, f, refusal::address_taken);
}

/* Field F given to FN as its argument I (its object counted for a
   member function).  */

void
note_argument (tables &tab, tree f, tree fn, unsigned i)
{
  if (!fn)
    return refuse (tab, f, refusal::address_taken);
  named (tab, f);
  /* Moved out of: another std::unique_ptr's constructor or assignment
     takes its pointer and leaves it null.  */
  if (unique_ptr_member_p (fn) && i == 1
      && (DECL_CXX_CONSTRUCTOR_P (fn) || named_p (fn, "operator=")))
    return;
  /* Read only: the standard library's comparisons and output; not one
     that hands the address back (std::addressof (std::as_const (s)),
     std::min), which a const_cast could then store through.  */
  tree p = parameter_type (fn, i);
  tree ret = TREE_TYPE (TREE_TYPE (fn));
  if (std_namespace_p (DECL_CONTEXT (fn)) && p && POINTER_TYPE_P (p)
      && TYPE_READONLY (TREE_TYPE (p))
      && (!POINTER_TYPE_P (ret)
	  || (TREE_CODE (ret) == REFERENCE_TYPE
	      && TREE_CODE (TREE_TYPE (ret)) == RECORD_TYPE
	      && !unique_ptr_class (TREE_TYPE (ret)))))
    return;
  refuse (tab, f, refusal::address_taken);
}

/* The parts of the call T, a CALL_EXPR or the front end's
   AGGR_INIT_EXPR (a call building its result in a slot, or a
   constructor's): its function, the object a member function is called
   on (its address) or the slot the result is built in, and the other
   arguments; false when T is no call.  */

bool
call_parts (tree t, tree *fn, tree *object, tree *slot,
	    std::vector<tree> &args)
{
  *object = *slot = NULL_TREE;
  if (TREE_CODE (t) == CALL_EXPR)
    {
      *fn = get_callee_fndecl (t);
      for (int i = 0; i < call_expr_nargs (t); i++)
	args.push_back (CALL_EXPR_ARG (t, i));
      if (*fn && TREE_CODE (TREE_TYPE (*fn)) == METHOD_TYPE && !args.empty ())
	{
	  *object = args[0];
	  args.erase (args.begin ());
	}
      return true;
    }
  if (!aggr_init_parts (t, slot, args))
    return false;
  *fn = aggr_init_constructor (t);
  return true;
}

/* The call T (call_parts).  */

void
note_call (tables &tab, tree t)
{
  tree fn, object, slot;
  std::vector<tree> args;
  if (!call_parts (t, &fn, &object, &slot, args))
    return;
  /* Arguments are numbered from the object's, when there is one.  */
  unsigned first = object || (fn && DECL_CXX_CONSTRUCTOR_P (fn)) ? 1 : 0;
  std::vector<tree> through;
  tree f = NULL_TREE;
  if (object && (f = field_address (object, &through)))
    {
      tab.seen_with_call.insert (through.begin (), through.end ());
      note_member_call (tab, f, fn, args);
    }
  else if (slot && TREE_CODE (slot) == COMPONENT_REF
	   && unique_ptr_field_p (TREE_OPERAND (slot, 1)))
    {
      /* Built in place: by its constructor, or as a function's result.  */
      if (fn && DECL_CXX_CONSTRUCTOR_P (fn))
	note_member_call (tab, TREE_OPERAND (slot, 1), fn, args);
      else
	note_unique_ptr_source (tab, TREE_OPERAND (slot, 1), t);
    }
  for (unsigned i = 0; i < args.size (); i++)
    {
      through.clear ();
      if ((f = field_address (args[i], &through)))
	{
	  tab.seen_with_call.insert (through.begin (), through.end ());
	  note_argument (tab, f, fn, i + first);
	}
    }
}

} // anon namespace

tree
unique_ptr_class (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE)
    return NULL_TREE;
  type = TYPE_MAIN_VARIANT (type);
  tree name = TYPE_NAME (type);
  if (!name || TREE_CODE (name) != TYPE_DECL || !named_p (name, "unique_ptr")
      || !std_namespace_p (DECL_CONTEXT (name)) || !TYPE_SIZE (type)
      || !tree_int_cst_equal (TYPE_SIZE (type), TYPE_SIZE (ptr_type_node)))
    return NULL_TREE;
  tree p = pointer_at_start (type, 0);
  tree held = p ? TREE_TYPE (TREE_TYPE (p)) : NULL_TREE;
  return held && TREE_CODE (held) == RECORD_TYPE ? TYPE_MAIN_VARIANT (held)
	 : NULL_TREE;
}

bool
unique_ptr_field_p (tree f)
{
  return f && TREE_CODE (f) == FIELD_DECL && DECL_CONTEXT (f)
	 && TREE_CODE (DECL_CONTEXT (f)) == RECORD_TYPE
	 && unique_ptr_class (TREE_TYPE (f));
}

void
note_unique_ptr_source (tables &tab, tree f, tree e)
{
  /* Through conversions, references, std::move and temporaries to the
     expression making the std::unique_ptr.  */
  for (int depth = 0; e && depth < 16; depth++)
    {
      if (CONVERT_EXPR_P (e) || TREE_CODE (e) == NON_LVALUE_EXPR
	  || TREE_CODE (e) == VIEW_CONVERT_EXPR || TREE_CODE (e) == ADDR_EXPR)
	e = TREE_OPERAND (e, 0);
      else if (TREE_CODE (e) == TARGET_EXPR)
	e = TARGET_EXPR_INITIAL (e);
      else if (TREE_CODE (e) == COMPOUND_EXPR)
	e = TREE_OPERAND (e, 1);
      else if (TREE_CODE (e) == CALL_EXPR && call_expr_nargs (e) == 1
	       && transparent_p (get_callee_fndecl (e)))
	e = CALL_EXPR_ARG (e, 0);
      else
	break;
    }
  if (!e)
    return refuse (tab, f, refusal::not_shown);
  if (integer_zerop (e) || TREE_CODE (TREE_TYPE (e)) == NULLPTR_TYPE)
    return (void) named (tab, f);
  if (TREE_CODE (e) == COND_EXPR && !VOID_TYPE_P (TREE_TYPE (e)))
    {
      note_unique_ptr_source (tab, f, TREE_OPERAND (e, 1));
      return note_unique_ptr_source (tab, f, TREE_OPERAND (e, 2));
    }
  /* The same field of another object (a move from `o.s').  */
  if (TREE_CODE (e) == COMPONENT_REF)
    {
      if (TREE_OPERAND (e, 1) != f)
	return refuse (tab, f, refusal::not_new);
      return (void) named (tab, f);
    }
  tree fn, object, slot;
  std::vector<tree> args;
  if (!call_parts (e, &fn, &object, &slot, args))
    return refuse (tab, f, refusal::owner_returned);
  if (std_function_p (fn, "make_unique")
      || std_function_p (fn, "make_unique_for_overwrite"))
    return note_made (tab, f,
		      unique_ptr_class (TREE_TYPE (TREE_TYPE (fn))));
  /* A temporary std::unique_ptr made of a pointer, or moved from another
     std::unique_ptr.  */
  if (fn && DECL_CXX_CONSTRUCTOR_P (fn) && unique_ptr_member_p (fn))
    {
      if (args.empty ())
	return (void) named (tab, f);
      return note_given (tab, f, args[0]);
    }
  refuse (tab, f, refusal::owner_returned);
}

void
note_unique_ptr_access (tables &tab, tree t)
{
  switch (TREE_CODE (t))
    {
    case CALL_EXPR:
      if (!tab.seen_with_call.count (t))
	note_call (tab, t);
      break;
    case ADDR_EXPR:
      /* Its address taken other than for a call that was seen: a
	 reference bound to it, a pointer made of it.  */
      if (!tab.seen_with_call.count (t))
	{
	  tree r = TREE_OPERAND (t, 0);
	  if (TREE_CODE (r) == COMPONENT_REF
	      && unique_ptr_field_p (TREE_OPERAND (r, 1)))
	    refuse (tab, TREE_OPERAND (r, 1), refusal::address_taken);
	}
      break;
    case MODIFY_EXPR:
    case INIT_EXPR:
      {
	tree l = TREE_OPERAND (t, 0);
	if (TREE_CODE (l) == COMPONENT_REF
	    && unique_ptr_field_p (TREE_OPERAND (l, 1)))
	  note_unique_ptr_source (tab, TREE_OPERAND (l, 1),
				  TREE_OPERAND (t, 1));
      }
      break;
    case VAR_DECL:
      if (DECL_HAS_VALUE_EXPR_P (t))
	{
	  tree v = DECL_VALUE_EXPR (t);
	  if (TREE_CODE (v) == COMPONENT_REF
	      && unique_ptr_field_p (TREE_OPERAND (v, 1)))
	    refuse (tab, TREE_OPERAND (v, 1), refusal::bound);
	}
      break;
    case CONSTRUCTOR:
      {
	unsigned i;
	tree index, value;
	FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (t), i, index, value)
	  if (index && unique_ptr_field_p (index))
	    note_unique_ptr_source (tab, index, value);
      }
      break;
    default:
      /* The front end's AGGR_INIT_EXPR (CALL_EXPR above).  */
      note_call (tab, t);
      break;
    }
}

namespace {

/* The std::unique_ptr field this unit named at BITS of RECORD, in it
   or in a base or member inside it.  */

tree
unique_ptr_field_at (const tables &tab, tree record, HOST_WIDE_INT bits,
		     int depth)
{
  if (TREE_CODE (record) != RECORD_TYPE || depth > 10)
    return NULL_TREE;
  if (TYPE_BINFO (record) && binfo_has_virtual_base (TYPE_BINFO (record)))
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (record); f; f = DECL_CHAIN (f))
    {
      if (!fixed_position_p (f)
	  || !DECL_SIZE (f) || !tree_fits_shwi_p (DECL_SIZE (f)))
	continue;
      HOST_WIDE_INT pos = int_bit_position (f);
      if (bits < pos || bits >= pos + tree_to_shwi (DECL_SIZE (f)))
	continue;
      auto it = tab.unit_fields.find (f);
      if (it != tab.unit_fields.end () && it->second.owning)
	return bits == pos ? f : NULL_TREE;
      return unique_ptr_field_at (tab, TREE_TYPE (f), bits - pos, depth + 1);
    }
  return NULL_TREE;
}

} // anon namespace

tree
unique_ptr_field_load (const tables &tab, tree ref)
{
  if (!POINTER_TYPE_P (TREE_TYPE (ref)) || !TYPE_SIZE (TREE_TYPE (ref))
      || !tree_int_cst_equal (TYPE_SIZE (TREE_TYPE (ref)),
			      TYPE_SIZE (ptr_type_node)))
    return NULL_TREE;
  HOST_WIDE_INT bits = 0;
  while (TREE_CODE (ref) == COMPONENT_REF)
    {
      tree f = TREE_OPERAND (ref, 1);
      if (TREE_CODE (TREE_TYPE (TREE_OPERAND (ref, 0))) != RECORD_TYPE
	  || !fixed_position_p (f))
	return NULL_TREE;
      bits += int_bit_position (f);
      ref = TREE_OPERAND (ref, 0);
    }
  tree record = NULL_TREE;
  if (TREE_CODE (ref) == MEM_REF)
    {
      if (!tree_fits_shwi_p (TREE_OPERAND (ref, 1)))
	return NULL_TREE;
      bits += tree_to_shwi (TREE_OPERAND (ref, 1)) * BITS_PER_UNIT;
      tree p = TREE_OPERAND (ref, 0);
      /* Through copies and constant offsets to the object.  */
      for (int depth = 0; TREE_CODE (p) == SSA_NAME
			  && !SSA_NAME_IS_DEFAULT_DEF (p) && depth < 8;
	   depth++)
	{
	  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (p));
	  if (!def)
	    return NULL_TREE;
	  if (gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
	      && tree_fits_shwi_p (gimple_assign_rhs2 (def)))
	    bits += tree_to_shwi (gimple_assign_rhs2 (def)) * BITS_PER_UNIT;
	  else if (!gimple_assign_single_p (def)
		   && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	    return NULL_TREE;
	  p = gimple_assign_rhs1 (def);
	}
      tree fn = current_function_decl;
      if (TREE_CODE (p) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (p)
	  && SSA_NAME_VAR (p) && fn && DECL_ARGUMENTS (fn)
	  && SSA_NAME_VAR (p) == DECL_ARGUMENTS (fn)
	  && TREE_CODE (TREE_TYPE (fn)) == METHOD_TYPE)
	record = TYPE_METHOD_BASETYPE (TREE_TYPE (fn));
      else if (TREE_CODE (p) == ADDR_EXPR && DECL_P (TREE_OPERAND (p, 0)))
	record = TREE_TYPE (TREE_OPERAND (p, 0));
    }
  else if (DECL_P (ref))
    record = TREE_TYPE (ref);
  if (!record || bits < 0 || TREE_CODE (record) != RECORD_TYPE)
    return NULL_TREE;
  return unique_ptr_field_at (tab, TYPE_MAIN_VARIANT (record), bits, 0);
}

} // namespace field
} // namespace tigdevirt
