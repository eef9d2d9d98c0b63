/* member-call-types.cc - the front end's record of member calls' object
   classes, and their lookup in GIMPLE after early inlining.  See
   member-call-types.h.  */

#include "member-call-types.h"
#include "plugin-options.h"

namespace tigdevirt {

namespace {

enum class kind : unsigned char
{
  none,		/* Nothing known, or two calls at one place disagree.  */
  stated,	/* The object expression's class is TYPE (final).  */
  on_this	/* The object is the caller's own `this'.  */
};

struct fact
{
  kind k = kind::none;
  /* The class, and its TYPE_UID: a check that the node is still that
     class when the fact is used (keep_member_call_trees keeps it alive
     through GCC's collections; the check stays, as a second guard).  */
  tree type = NULL_TREE;
  unsigned type_uid = 0;
  HOST_WIDE_INT offset = 0;	/* Bits: the callee's class in TYPE.  */
  /* TYPE is final: the object is exactly a TYPE; else a TYPE or of a
     class derived from it.  (An on_this record may hold a non-final
     TYPE too: what the call states when nothing more is known of
     `this'.)  */
  bool exact = false;
};

/* (the calling function's DECL_UID, the call's locus, the callee's
   DECL_UID for a direct call or -1 for a virtual call, the virtual
   call's token).  UIDs, not trees: a decl the compile frees is never
   mistaken for a new one.  */
typedef std::tuple<unsigned, location_t, int, HOST_WIDE_INT> call_key;

std::map<call_key, fact> facts;

void
add (const call_key &k, const fact &f)
{
  auto r = facts.emplace (k, f);
  if (r.second)
    return;
  fact &o = r.first->second;
  if (o.k != f.k || o.type_uid != f.type_uid || o.offset != f.offset
      || o.exact != f.exact)
    o = fact ();
}

/* The final class the object argument ARG of a call to a member of X
   states, and where X sits in it: the type of the object expression
   under the conversion to X * and the base adjustment the front end puts
   around it (&D->Base: the artificial fields of the bases; or the
   pointer plus the base's offset, under a null test).  X must be a base
   of that class at that offset: no member object of type X can sit
   there too (two objects of one type have two addresses).  */

bool
stated_class (tree arg, tree x, fact *out)
{
  tree e = strip_conversions (arg);
  HOST_WIDE_INT bytes = 0;
  tree d = NULL_TREE;
  if (e && TREE_CODE (e) == ADDR_EXPR)
    {
      HOST_WIDE_INT bits = 0;
      tree r = through_base_fields (TREE_OPERAND (e, 0), &bits);
      if (!r || bits % BITS_PER_UNIT
	  || (TREE_CODE (r) != INDIRECT_REF && TREE_CODE (r) != MEM_REF))
	return false;
      bytes = bits / BITS_PER_UNIT;
      d = TREE_TYPE (r);
    }
  else
    {
      /* Not a choice between two objects (c ? (B *) d : (B *) e).  */
      e = through_null_test (e, strip_conversions);
      if (e && TREE_CODE (e) == POINTER_PLUS_EXPR)
	{
	  if (!tree_fits_shwi_p (TREE_OPERAND (e, 1)))
	    return false;
	  bytes = tree_to_shwi (TREE_OPERAND (e, 1));
	  e = strip_conversions (TREE_OPERAND (e, 0));
	}
      if (!e || !TREE_TYPE (e) || !POINTER_TYPE_P (TREE_TYPE (e)))
	return false;
      d = TREE_TYPE (TREE_TYPE (e));
    }
  d = TYPE_MAIN_VARIANT (d);
  /* Only a polymorphic class says anything of a virtual call: a class
     without a vptr has only bases without one, and its member objects
     have their declared types whatever holds them.  A stated class keeps
     the caller from GCC's ICF (keep_apart_from_icf), so one that cannot
     matter must not be recorded: the instantiations of a template
     calling its base's members on `this' (libstdc++'s containers, a
     parser over its handler) are often the same code.  */
  if (TREE_CODE (d) != RECORD_TYPE || d == x || !TYPE_BINFO (d)
      || !polymorphic_type_binfo_p (TYPE_BINFO (d))
      || !get_binfo_at_offset (TYPE_BINFO (d), bytes * BITS_PER_UNIT, x))
    return false;
  out->k = kind::stated;
  out->type = d;
  out->type_uid = TYPE_UID (d);
  out->offset = bytes * BITS_PER_UNIT;
  out->exact = TYPE_FINAL_P (d);
  return true;
}

/* Is ARG the `this' of FNDECL, a method?  */

bool
is_this (tree arg, tree fndecl)
{
  tree e = strip_conversions (arg);
  return e && TREE_CODE (e) == PARM_DECL
	 && TREE_CODE (TREE_TYPE (fndecl)) == METHOD_TYPE
	 && e == DECL_ARGUMENTS (fndecl);
}

bool
member_callee_p (tree callee)
{
  return callee && TREE_CODE (TREE_TYPE (callee)) == METHOD_TYPE
	 && !DECL_CXX_CONSTRUCTOR_P (callee)
	 && !DECL_CXX_DESTRUCTOR_P (callee);
}

/* The innermost block around B that an inlined call made (or null).  */

tree
inlined_scope (tree b)
{
  for (; b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      return b;
  return NULL_TREE;
}

/* The function whose body held the code of scope block SCOPE (null: the
   current function's own code).  */

tree
scope_function (tree scope)
{
  tree o = scope ? block_ultimate_origin (scope) : NULL_TREE;
  if (scope)
    return o && TREE_CODE (o) == FUNCTION_DECL ? o : NULL_TREE;
  return DECL_ORIGIN (current_function_decl);
}

const fact *
find (tree fn, location_t locus, int callee, HOST_WIDE_INT token)
{
  if (!fn || locus == UNKNOWN_LOCATION)
    return nullptr;
  auto it = facts.find (call_key (DECL_UID (fn), locus, callee, token));
  if (it == facts.end () || it->second.k == kind::none)
    return nullptr;
  return &it->second;
}

bool stated_for_scope (tree scope, tree *type, HOST_WIDE_INT *offset,
		       bool *exact, unsigned depth);

/* The class of record F, if still that class.  */

bool
stated_type (const fact *f, tree *type, HOST_WIDE_INT *offset, bool *exact)
{
  if (!f->type || TREE_CODE (f->type) != RECORD_TYPE
      || TYPE_UID (f->type) != f->type_uid)
    return false;
  *type = f->type;
  *offset = f->offset;
  *exact = f->exact;
  return true;
}

/* The class the record F of a member call gives its object: the class
   stated there, or, when the call was made on `this' of the function
   inlined as SCOPE, the class stated for that `this'.  */

bool
object_class (const fact *f, tree scope, tree *type, HOST_WIDE_INT *offset,
	      bool *exact, unsigned depth)
{
  if (!f || depth > 16)
    return false;
  if (f->k == kind::stated)
    return stated_type (f, type, offset, exact);
  /* On the caller's own `this': the caller is inlined too, or it is the
     current function, whose `this' nothing states here; then what the
     call itself states, if anything.  */
  return (scope && stated_for_scope (scope, type, offset, exact, depth + 1))
	 || stated_type (f, type, offset, exact);
}

/* The stated class of the `this' of the call inlined as SCOPE: up the
   inlined calls as long as each was made on its caller's `this'.  */

bool
stated_for_scope (tree scope, tree *type, HOST_WIDE_INT *offset,
		  bool *exact, unsigned depth)
{
  tree callee = scope_function (scope);
  if (!member_callee_p (callee))
    return false;
  tree outer = inlined_scope (BLOCK_SUPERCONTEXT (scope));
  return object_class (find (scope_function (outer),
			     LOCATION_LOCUS (BLOCK_SOURCE_LOCATION (scope)),
			     DECL_UID (callee), 0),
		       outer, type, offset, exact, depth);
}

} // anon namespace

void
note_member_call (tree t, tree fndecl)
{
  if (TREE_CODE (t) != CALL_EXPR || call_expr_nargs (t) < 1)
    return;
  location_t locus = LOCATION_LOCUS (EXPR_LOCATION (t));
  if (locus == UNKNOWN_LOCATION)
    return;
  tree fn = CALL_EXPR_FN (t);
  tree arg = CALL_EXPR_ARG (t, 0);
  unsigned caller = DECL_UID (fndecl);
  if (fn && TREE_CODE (fn) == OBJ_TYPE_REF)
    {
      /* A virtual call: on `this' or not.  */
      if (!tree_fits_shwi_p (OBJ_TYPE_REF_TOKEN (fn)))
	return;
      fact f;
      if (is_this (OBJ_TYPE_REF_OBJECT (fn), fndecl))
	f.k = kind::on_this;
      add (call_key (caller, locus, -1, tree_to_shwi (OBJ_TYPE_REF_TOKEN (fn))),
	   f);
      return;
    }
  tree callee = get_callee_fndecl (t);
  if (!member_callee_p (callee))
    return;
  /* A final class stated wins over `this' (a method of the final class
     itself calling its base's): it holds wherever the caller is.  A
     non-final one is kept for when nothing more is known of `this'.  */
  fact f;
  bool stated = stated_class (arg, TYPE_MAIN_VARIANT (TYPE_METHOD_BASETYPE
						       (TREE_TYPE (callee))),
			      &f);
  if ((!stated || !f.exact) && is_this (arg, fndecl))
    f.k = kind::on_this;
  add (call_key (caller, locus, DECL_UID (callee), 0), f);
}

bool
stated_call_object (gcall *stmt, tree *type, HOST_WIDE_INT *offset,
		    bool *exact)
{
  tree ref = gimple_call_fn (stmt);
  if (facts.empty () || !ref || TREE_CODE (ref) != OBJ_TYPE_REF
      || !tree_fits_shwi_p (OBJ_TYPE_REF_TOKEN (ref)))
    return false;
  /* The call came from the body of the function inlined as SCOPE, where
     it was made on `this'.  */
  tree scope = inlined_scope (gimple_block (stmt));
  const fact *f = scope ? find (scope_function (scope),
				LOCATION_LOCUS (gimple_location (stmt)), -1,
				tree_to_shwi (OBJ_TYPE_REF_TOKEN (ref)))
			: nullptr;
  if (!f || f->k != kind::on_this)
    return false;
  return stated_for_scope (scope, type, offset, exact, 0);
}

bool
stated_this_class (gcall *stmt, tree *type, HOST_WIDE_INT *offset,
		   bool *exact)
{
  tree callee = gimple_call_fndecl (stmt);
  if (facts.empty () || !member_callee_p (callee)
      || gimple_call_num_args (stmt) < 1)
    return false;
  tree scope = inlined_scope (gimple_block (stmt));
  return object_class (find (scope_function (scope),
			     LOCATION_LOCUS (gimple_location (stmt)),
			     DECL_UID (callee), 0),
		       scope, type, offset, exact, 0);
}

bool
stated_this_argument (gcall *stmt, tree *type, HOST_WIDE_INT *offset)
{
  bool exact;
  return stated_this_class (stmt, type, offset, &exact) && exact;
}

namespace {

/* A TYPE or derived, with the object's location at OFFSET bits in it,
   past its construction (a member of TYPE may be called on it only once
   TYPE's construction has begun and before its destruction ends:
   [class.cdtor]).  */
ipa_polymorphic_call_context
stated_context (tree type, HOST_WIDE_INT offset)
{
  ipa_polymorphic_call_context stated;
  stated.clear_outer_type (type);
  stated.offset = offset;
  stated.maybe_in_construction = false;
  return stated;
}

} // anon namespace

bool
narrow_by (ipa_polymorphic_call_context *ctx,
	   const ipa_polymorphic_call_context &stated, tree otr_type)
{
  ipa_polymorphic_call_context before = *ctx;
  ctx->combine_with (stated, otr_type);
  if (ctx->invalid)
    *ctx = before;
  return !before.equal_to (*ctx);
}

unsigned
narrow_stated_contexts (cgraph_node *node)
{
  unsigned n = 0;
  for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
    {
      polymorphic_call_info *ii = edge_polymorphic_call (e);
      tree type;
      HOST_WIDE_INT offset;
      bool exact;
      if (!ii || !e->call_stmt || ii->context.invalid
	  || !stated_call_object (e->call_stmt, &type, &offset, &exact)
	  || exact)
	continue;
      n += narrow_by (&ii->context, stated_context (type, offset),
		      ii->otr_type);
    }
  /* The `this' argument of a member call left out of line: GCC's
     jump-function context for it, which its IPA-CP and the callers' join
     (param-types.h) carry into the callee.  A final class is proved
     exactly instead (allocation-proofs.cc).  Counted whether or not
     ipa-prop's summary is there yet (it is recomputed after the
     plugin's generate_summary): the caller is kept from ICF either way.  */
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    {
      tree type;
      HOST_WIDE_INT offset;
      bool exact;
      if (!e->call_stmt
	  || !stated_this_class (e->call_stmt, &type, &offset, &exact)
	  || exact)
	continue;
      n++;
      /* analyze-only changes nothing GCC decides.  */
      ipa_edge_args *args = ipa_edge_args_sum && !opts.analyze_only
			    ? ipa_edge_args_sum->get (e) : nullptr;
      if (!args || ipa_get_cs_argument_count (args) < 1)
	continue;
      if (!args->polymorphic_call_contexts)
	/* GCC found nothing useful for any argument: useless contexts.  */
	vec_safe_grow_cleared (args->polymorphic_call_contexts,
			       ipa_get_cs_argument_count (args), true);
      narrow_by (ipa_get_ith_polymorhic_call_context (args, 0),
		 stated_context (type, offset), NULL_TREE);
    }
  return n;
}

unsigned
narrow_stated_contexts ()
{
  if (facts.empty () || in_lto_p)
    return 0;
  unsigned n = 0;
  for_each_ssa_body ([&] (cgraph_node *node)
    {
      n += narrow_stated_contexts (node);
    });
  return n;
}

void
keep_member_call_trees ()
{
  for (auto &e : facts)
    keep_tree (e.second.type);
}

} // namespace tigdevirt
