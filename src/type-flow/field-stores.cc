/* field-stores.cc - compile time (cc1plus front end): every store to a
   pointer field and every address taken of one, and which classes the
   unit closes (what the proofs then ask of them: field-queries.cc).  See
   field-types.h for the rule and why it is sound.  */

#include "field-state.h"
#include "field-escapes.h"
#include "allocation-types.h"
#include "type-graph.h"

namespace tigdevirt {

template class run_tables<field::tables>;

namespace field {

const char *
refusal_text (refusal r)
{
  static const char *const texts[nrefusals] = {
    "its address is taken",
    "it is incremented or decremented",
    "a store stores a pointer that is neither a new-expression's nor a "
    "function's result",
    "a store stores what an indirect call, or a function that is not "
    "public or returns another class, returns",
    "a store stores a class without a name at the link",
    "its stores store objects of more than four classes",
    "a store the front end does not show",
    "a structured binding names it",
    "a bit_cast from another type makes an object holding it",
    "a store stores a std::unique_ptr a function returns or was given",
    "a store stores a value that is not a known function's address, a "
    "null pointer or the same field of another object",
    "its stores store more than sixteen functions",
    "a store stores a function of another type than the field's",
  };
  return texts[unsigned (r)];
}

bool
add_class (field_fact &fact, const field_fact::stored &s)
{
  for (const field_fact::stored &o : fact.classes)
    if (s.is_factory ()
	? o.factory == s.factory && o.factory_name == s.factory_name
	: !o.is_factory () && o.offset == s.offset
	  && (s.type ? o.type == s.type : o.odr == s.odr))
      return true;
  if (fact.classes.size () >= max_type_set)
    return false;
  fact.classes.push_back (s);
  return true;
}

} // namespace field

using namespace field;

/* E's value: through conversions, saved expressions and chains of
   expressions (whose value is their last one).  */

tree
field::value_of (tree e)
{
  for (e = strip_conversions (e); e && TREE_CODE (e) == COMPOUND_EXPR;
       e = strip_conversions (TREE_OPERAND (e, 1)))
    ;
  return e;
}

std::string
field::unit_field_name (const tables &tab, tree f)
{
  auto it = tab.unit_fields.find (f);
  if (it != tab.unit_fields.end () && !it->second.name.empty ())
    return it->second.name;
  return type_name_of (DECL_CONTEXT (f)) + "::"
	 + (DECL_NAME (f) ? IDENTIFIER_POINTER (DECL_NAME (f)) : "?");
}

bool
fixed_position_p (tree f)
{
  return f && TREE_CODE (f) == FIELD_DECL && DECL_FIELD_OFFSET (f)
	 && DECL_FIELD_BIT_OFFSET (f) && tree_fits_shwi_p (bit_position (f));
}

bool
class_pointer_field_p (tree f)
{
  return f && TREE_CODE (f) == FIELD_DECL && POINTER_TYPE_P (TREE_TYPE (f))
	 && TREE_CODE (TREE_TYPE (TREE_TYPE (f))) == RECORD_TYPE
	 && DECL_CONTEXT (f) && TREE_CODE (DECL_CONTEXT (f)) == RECORD_TYPE;
}

tree
field::held_class (tree f)
{
  return class_pointer_field_p (f)
	 ? TYPE_MAIN_VARIANT (TREE_TYPE (TREE_TYPE (f)))
	 : unique_ptr_class (TREE_TYPE (f));
}

namespace {

/* Is REF such a field, named as a member of an object (a
   COMPONENT_REF)?  The FIELD_DECL.  */

tree
pointer_field (tree ref)
{
  return ref && TREE_CODE (ref) == COMPONENT_REF
	 && class_pointer_field_p (TREE_OPERAND (ref, 1))
	 ? TREE_OPERAND (ref, 1) : NULL_TREE;
}

} // anon namespace

void
field::refuse (tables &tab, tree f, refusal why)
{
  unit_record &r = tab.unit_fields[f];
  /* A function-pointer field's refusal goes to the link too, when no
     store here made its record (an address taken in a unit that stores
     nothing to it).  */
  if (!class_pointer_field_p (f) && recorded_field_p (f))
    r.function_field = true;
  if (!r.refused)
    {
      r.refused = true;
      r.why = why;
    }
}

namespace {

/* The address E computes from a variable, through conversions, the
   front end's base adjustments (&P->Base, pointer plus a constant, a
   null test around either): the variable, and the adjustment in bits.  */

tree
adjusted_var (tree e, HOST_WIDE_INT *bits)
{
  *bits = 0;
  e = through_null_test (value_of (e), value_of);
  if (e && TREE_CODE (e) == ADDR_EXPR)
    {
      tree r = through_base_fields (TREE_OPERAND (e, 0), bits);
      if (!r || TREE_CODE (r) != INDIRECT_REF)
	return NULL_TREE;
      e = value_of (TREE_OPERAND (r, 0));
    }
  else if (e && TREE_CODE (e) == POINTER_PLUS_EXPR)
    {
      if (!tree_fits_shwi_p (TREE_OPERAND (e, 1)))
	return NULL_TREE;
      *bits = tree_to_shwi (TREE_OPERAND (e, 1)) * BITS_PER_UNIT;
      e = value_of (TREE_OPERAND (e, 0));
    }
  return e && VAR_P (e) ? e : NULL_TREE;
}

/* What a new-expression's tree holds: the variable operator new's
   result went to, and the constructions of an object at it.  */

struct new_parts
{
  tree storage = NULL_TREE;	/* The variable; set from the result.  */
  bool allocated = false;	/* Operator new's result went to it.  */
  unsigned constructions = 0;
  tree type = NULL_TREE;	/* The class constructed at it.  */
};

tree
find_new_parts (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  new_parts &p = *(new_parts *) data;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  auto is_storage = [&] (tree e) { return value_of (e) == p.storage; };
  auto operator_new = [] (tree e)
    {
      tree fn = e && TREE_CODE (e) == CALL_EXPR ? get_callee_fndecl (e)
		: NULL_TREE;
      return fn && DECL_IS_OPERATOR_NEW_P (fn);
    };
  if (TREE_CODE (t) == TARGET_EXPR && TARGET_EXPR_SLOT (t) == p.storage
      && operator_new (TARGET_EXPR_INITIAL (t)))
    p.allocated = true;
  else if ((TREE_CODE (t) == INIT_EXPR || TREE_CODE (t) == MODIFY_EXPR)
	   && TREE_OPERAND (t, 0) == p.storage
	   && operator_new (TREE_OPERAND (t, 1)))
    p.allocated = true;
  else if (TREE_CODE (t) == CALL_EXPR && call_expr_nargs (t))
    {
      tree fn = get_callee_fndecl (t);
      if (fn && DECL_CXX_CONSTRUCTOR_P (fn) && is_storage (CALL_EXPR_ARG (t, 0)))
	{
	  p.constructions++;
	  p.type = DECL_CONTEXT (fn);
	}
    }
  else if ((TREE_CODE (t) == INIT_EXPR || TREE_CODE (t) == MODIFY_EXPR)
	   && TREE_CODE (TREE_OPERAND (t, 0)) == INDIRECT_REF
	   && is_storage (TREE_OPERAND (TREE_OPERAND (t, 0), 0))
	   /* GCC 13+ marks the storage's old contents dead first.  */
	   && !TREE_CLOBBER_P (TREE_OPERAND (t, 1)))
    {
      /* *(T *) D = <constructor call> (a value-initialized new).  */
      tree fn = aggr_init_constructor (TREE_OPERAND (t, 1));
      p.constructions++;
      p.type = fn && DECL_CXX_CONSTRUCTOR_P (fn) ? DECL_CONTEXT (fn)
	       : NULL_TREE;
    }
  return NULL_TREE;
}

/* Is VALUE (within SCOPE, the whole stored expression) a new-expression
   of a polymorphic class with the field's pointee POINTEE inside it?
   The class and where POINTEE sits in it.  */

bool
new_expression_class (tree value, tree scope, tree pointee, tree *type,
		       HOST_WIDE_INT *offset)
{
  new_parts p;
  p.storage = value ? adjusted_var (value, offset) : NULL_TREE;
  if (!p.storage)
    return false;
  walk_tree_without_duplicates (&scope, find_new_parts, &p);
  if (!p.allocated || p.constructions != 1 || !p.type)
    return false;
  tree t = TYPE_MAIN_VARIANT (p.type);
  if (TREE_CODE (t) != RECORD_TYPE || !TYPE_BINFO (t)
      || !polymorphic_type_binfo_p (TYPE_BINFO (t)))
    return false;
  if (!get_binfo_at_offset (TYPE_BINFO (t), *offset, pointee))
    return false;
  *type = t;
  return true;
}

/* Is V a direct call whose result a store to a field of pointer type
   POINTEE can take as it is: a public function (its name is the one
   function of that name in the link) returning a pointer to POINTEE or
   to a class with POINTEE at offset 0 (a conversion at another offset
   is not a plain call any more)?  The function; ERROR_MARK_NODE for a
   call that is not such a factory; null for no call.  */

tree
factory_called (tree v, tree pointee)
{
  if (TREE_CODE (v) != CALL_EXPR)
    return NULL_TREE;
  tree fn = get_callee_fndecl (v);
  if (!fn || !TREE_PUBLIC (fn) || DECL_IS_OPERATOR_NEW_P (fn)
      || fndecl_built_in_p (fn))
    return error_mark_node;
  /* Returning a pointer: a function returning a reference is not taken
     for a factory.  */
  tree ret = TREE_TYPE (TREE_TYPE (fn));
  if (TREE_CODE (ret) != POINTER_TYPE
      || TREE_CODE (TREE_TYPE (ret)) != RECORD_TYPE)
    return error_mark_node;
  tree r = TYPE_MAIN_VARIANT (TREE_TYPE (ret));
  if (r != pointee
      && (!TYPE_BINFO (r) || !get_binfo_at_offset (TYPE_BINFO (r), 0, pointee)))
    return error_mark_node;
  return fn;
}

} // anon namespace

/* A store of VALUE (within SCOPE), a pointer to POINTEE, to field F.  */

void
field::note_store (tables &tab, tree f, tree value, tree scope,
		   tree pointee)
{
  tree v = value_of (value);
  if (!v)
    return refuse (tab, f, refusal::not_shown);
  if (integer_zerop (v))
    {
      tab.unit_fields[f];
      return;
    }
  /* The same field of another object: what it holds, it held.  */
  if (pointer_field (v) == f)
    {
      tab.unit_fields[f];
      return;
    }
  if (TREE_CODE (v) == COND_EXPR && !VOID_TYPE_P (TREE_TYPE (v)))
    {
      note_store (tab, f, TREE_OPERAND (v, 1), scope, pointee);
      note_store (tab, f, TREE_OPERAND (v, 2), scope, pointee);
      return;
    }
  tree type;
  HOST_WIDE_INT offset;
  if (tree fn = factory_called (v, pointee))
    {
      if (fn == error_mark_node)
	return refuse (tab, f, refusal::bad_factory);
      unit_record &r = tab.unit_fields[f];
      if (std::find (r.factories.begin (), r.factories.end (), fn)
	  == r.factories.end ())
	r.factories.push_back (fn);
      return;
    }
  if (!new_expression_class (v, scope, pointee, &type, &offset))
    return refuse (tab, f, refusal::not_new);
  unit_record &r = tab.unit_fields[f];
  for (auto &c : r.classes)
    if (c.first == type && c.second == offset)
      return;
  r.classes.push_back ({type, offset});
}

namespace {

/* An object of class RECORD is made from another type's bytes: every
   pointer field in it, in a base or a member, holds what they held.  */

void
refuse_fields_in (tables &tab, tree record)
{
  for (tree f = TYPE_FIELDS (record); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) != FIELD_DECL)
      continue;
    else if (recorded_field_p (f))
      refuse (tab, f, refusal::bit_cast);
    else
      {
	tree t = strip_array_types (TREE_TYPE (f));
	if (RECORD_OR_UNION_TYPE_P (t))
	  refuse_fields_in (tab, t);
      }
}

/* A pointer to data member of RECORD at BITS, lowered to its offset
   (a constant the front end folded): the pointer fields there, in
   RECORD or in a base or member inside it, have their address taken.  */

void
refuse_fields_at (tables &tab, tree record, HOST_WIDE_INT bits)
{
  for (tree f = TYPE_FIELDS (record); f; f = DECL_CHAIN (f))
    {
      if (!fixed_position_p (f))
	continue;
      HOST_WIDE_INT pos = int_bit_position (f);
      if ((recorded_field_p (f) || unique_ptr_field_p (f))
	  && pos == bits)
	refuse (tab, f, refusal::address_taken);
      else if (RECORD_OR_UNION_TYPE_P (TREE_TYPE (f)) && bits >= pos
	       && DECL_SIZE (f) && tree_fits_shwi_p (DECL_SIZE (f))
	       && bits < pos + tree_to_shwi (DECL_SIZE (f)))
	refuse_fields_at (tab, TREE_TYPE (f), bits - pos);
    }
}

/* What node T of the front end's does to a pointer field.  */

void
note_access (tables &tab, tree t)
{
  note_unique_ptr_access (tab, t);
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR:
    case INIT_EXPR:
      if (tree f = pointer_field (TREE_OPERAND (t, 0)))
	note_store (tab, f, TREE_OPERAND (t, 1), TREE_OPERAND (t, 1),
		    held_class (f));
      else if (tree f = function_field (TREE_OPERAND (t, 0)))
	note_function_store (tab, f, TREE_OPERAND (t, 1));
      break;
    case PREINCREMENT_EXPR:
    case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR:
    case POSTDECREMENT_EXPR:
      if (tree f = pointer_field (TREE_OPERAND (t, 0)))
	refuse (tab, f, refusal::incremented);
      break;
    case ADDR_EXPR:
      /* A reference or a pointer to the field: stores through it are not
	 seen.  */
      if (tree f = recorded_field (TREE_OPERAND (t, 0)))
	refuse (tab, f, refusal::address_taken);
      break;
    case VAR_DECL:
      /* A structured binding to the field (`auto &[p] = *this;'): its
	 uses name the binding, whose value is the field, so a store
	 through it (`p = new T') names no field here.  The binding of a
	 copy (`auto [p] = *this') names the copy's field: the same.  */
      if (DECL_HAS_VALUE_EXPR_P (t))
	if (tree f = recorded_field (DECL_VALUE_EXPR (t)))
	  refuse (tab, f, refusal::bound);
      break;
    case PTRMEM_CST:
      /* A pointer to the field as a data member (`&C::s'): stores
	 through it (`o.*pm = p') are not seen either.  */
      if (tree m = ptrmem_cst_member (t))
	if (recorded_field_p (m) || unique_ptr_field_p (m))
	  refuse (tab, m, refusal::address_taken);
      break;
    case INTEGER_CST:
      /* The same, already folded to the field's offset.  */
      if (TREE_CODE (TREE_TYPE (t)) == OFFSET_TYPE && tree_fits_shwi_p (t)
	  && tree_to_shwi (t) >= 0
	  && RECORD_OR_UNION_TYPE_P (TYPE_OFFSET_BASETYPE (TREE_TYPE (t))))
	refuse_fields_at (tab, TYPE_OFFSET_BASETYPE (TREE_TYPE (t)),
			  tree_to_shwi (t) * BITS_PER_UNIT);
      break;
    case BIT_CAST_EXPR:
      /* std::bit_cast<E> (raw): the fields of the E it makes hold the
	 pointers RAW's bytes hold, stored without naming them (a bit_cast
	 of an E copies an E, whose fields' stores were seen).  */
      {
	tree to = strip_array_types (TREE_TYPE (t));
	tree from = TREE_OPERAND (t, 0) ? TREE_TYPE (TREE_OPERAND (t, 0))
		    : NULL_TREE;
	if (RECORD_OR_UNION_TYPE_P (to)
	    && (!from || TYPE_MAIN_VARIANT (strip_array_types (from))
			 != TYPE_MAIN_VARIANT (to)))
	  refuse_fields_in (tab, TYPE_MAIN_VARIANT (to));
      }
      break;
    case CONSTRUCTOR:
      /* An object initialized field by field (a lambda's captures, a
	 constant-evaluated constructor): each a store.  */
      {
	unsigned i;
	tree index, value;
	FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (t), i, index, value)
	  if (index && TREE_CODE (index) == FIELD_DECL
	      && class_pointer_field_p (index))
	    note_store (tab, index, value, value, held_class (index));
	  else if (index && TREE_CODE (index) == FIELD_DECL
		   && recorded_field_p (index))
	    note_function_store (tab, index, value);
      }
      break;
    default:
      break;
    }
}

tree
visit_initializer (tree *tp, int *walk_subtrees, void *tab)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else
    note_access (*(tables *) tab, *tp);
  return NULL_TREE;
}

/* Does a base of the class of BINFO, directly or not, have a protected
   pointer field?  */

bool
protected_field_above (tree binfo)
{
  tree base;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, base); i++)
    {
      for (tree f = TYPE_FIELDS (BINFO_TYPE (base)); f; f = DECL_CHAIN (f))
	if (recorded_field_p (f) && TREE_PROTECTED (f))
	  return true;
      if (protected_field_above (base))
	return true;
    }
  return false;
}

/* Has class C a private or protected pointer field (or std::unique_ptr
   one), which only the functions class_private_accessors lists name?  */

bool
closable_field_in (tree c)
{
  for (tree f = TYPE_FIELDS (c); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL
	&& (TREE_PRIVATE (f) || TREE_PROTECTED (f))
	&& (recorded_field_p (f) || unique_ptr_field_p (f)))
      return true;
  return false;
}

} // anon namespace

void
note_field_body (field_records &fields, tree fndecl)
{
  fields.tables ().walked.insert (fndecl);
}

void
note_field_access (field_records &fields, tree t)
{
  note_access (fields.tables (), t);
}

void
note_field_walk_end (field_records &fields)
{
  fields.tables ().seen_with_call.clear ();
}

void
close_field_records (void *, void *user_data)
{
  if (in_lto_p || !lang_GNU_CXX ())
    return;
  tables &tab = ((field_records *) user_data)->tables ();
  /* The default member initializers: what the constructors the front end
     makes itself store, in units that make them.  */
  std::set<tree> classes;
  for (auto &e : tab.unit_fields)
    classes.insert (TYPE_MAIN_VARIANT (DECL_CONTEXT (e.first)));
  for (tree c : classes)
    for (tree f = TYPE_FIELDS (c); f; f = DECL_CHAIN (f))
      if (TREE_CODE (f) == FIELD_DECL && DECL_INITIAL (f)
	  && DECL_INITIAL (f) != error_mark_node)
	{
	  if (class_pointer_field_p (f))
	    note_store (tab, f, DECL_INITIAL (f), DECL_INITIAL (f),
			held_class (f));
	  else if (recorded_field_p (f))
	    note_function_store (tab, f, DECL_INITIAL (f));
	  else if (unique_ptr_field_p (f))
	    note_unique_ptr_source (tab, f, DECL_INITIAL (f));
	  walk_tree_without_duplicates (&DECL_INITIAL (f), visit_initializer,
					&tab);
	}
  /* Code the walk did not see may store to any field.  */
  bool gap = front_end_walk_gap ();
  /* Does this unit define every function that may name the private (or,
     for a class derived from it, the protected) members of class C?
     Once per class: a field's class may also be a class derived from one
     with a protected field (below).  When it defines only some, which
     goes to the link (field-cover.cc), where other units may define the
     rest.  */
  std::map<tree, bool> closed;
  auto closed_class = [&closed, &tab, gap] (tree c)
    {
      auto it = closed.find (c);
      if (it != closed.end ())
	return it->second;
      accessor_cover cover;
      bool listed = unit_accessor_cover (tab, c, cover);
      bool all = listed && cover.complete ();
      if (listed && !all && !gap && cover.defines)
	tab.unit_covers[c] = cover;
      return closed.emplace (c, all).first->second;
    };
  for (auto &e : tab.unit_fields)
    {
      tree c = TYPE_MAIN_VARIANT (DECL_CONTEXT (e.first));
      /* A class local to the unit: every function that may name the
	 field, whatever its access, or derive from its class, is here.  */
      e.second.unit_local = unit_local_class_p (c);
      e.second.name = unit_field_name (tab, e.first);
      e.second.is_protected = TREE_PROTECTED (e.first)
			      && !e.second.unit_local;
      e.second.closed = !gap
			&& (e.second.unit_local
			    || ((TREE_PRIVATE (e.first)
				 || TREE_PROTECTED (e.first))
				&& closed_class (c)));
      tree pointee = held_class (e.first);
      e.second.polymorphic = pointee && TYPE_BINFO (pointee)
			     && polymorphic_type_binfo_p (TYPE_BINFO (pointee));
    }
  /* A protected field is also named by the classes derived from its
     class: those this unit defines members of, and whether it closes
     them.  And a class this unit defines members of but names none of
     its fields in them (run () only loads the field) still needs its
     cover at the link.  */
  std::set<tree> derived;
  /* In DECL_UID order, not by address: unit_derived is written in this
     order, and the same compile writes the same bytes.  */
  std::vector<tree> walked (tab.walked.begin (), tab.walked.end ());
  std::sort (walked.begin (), walked.end (), [] (tree a, tree b)
    { return DECL_UID (a) < DECL_UID (b); });
  for (tree fn : walked)
    {
      tree d = DECL_CONTEXT (fn);
      if (!d || TREE_CODE (d) != RECORD_TYPE
	  || !derived.insert (TYPE_MAIN_VARIANT (d)).second)
	continue;
      d = TYPE_MAIN_VARIANT (d);
      if (TYPE_BINFO (d) && protected_field_above (TYPE_BINFO (d)))
	tab.unit_derived.push_back ({d, !gap && closed_class (d)});
      else if (!gap && closable_field_in (d) && !unit_local_class_p (d))
	closed_class (d);
    }
  escapes::close_field_mentions (tab.escapes);
}

bool
loaded_field (const field_records &fields, tree ref, tree *record,
	      HOST_WIDE_INT *pos)
{
  const tables &tab = fields.tables ();
  tree f = pointer_field (ref);
  if (!f)
    f = unique_ptr_field_load (tab, ref);
  /* A public field is proved by no unit unless its class is local to
     this one (and a load of another saves the record).  */
  if (!f || !fixed_position_p (f))
    return false;
  if (!TREE_PRIVATE (f) && !TREE_PROTECTED (f))
    {
      auto it = tab.unit_fields.find (f);
      if (it == tab.unit_fields.end () || !it->second.unit_local)
	return false;
    }
  *record = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
  *pos = int_bit_position (f);
  return true;
}

} // namespace tigdevirt
