/* param-types.cc - the dynamic type every caller passes in a parameter.
   See param-types.h.  */

#include "param-types.h"

namespace tigdevirt {

namespace {

/* An answer is a proved_type (allocation-types.h): TYPE null and SET
   empty when nothing is proved; CALLS nonzero when only the C++ rule
   keeps the type on some path to the entry.  */
typedef proved_type answer;

/* How far up the call graph an argument is followed.  */
const int max_depth = 16;

answer param_answer (type_facts &facts, cgraph_node *node, int index,
		     type_graph &g, int depth);

/* Are all of NODE's calls edges we see, and may we use them?  */

bool
callers_known_p (cgraph_node *node)
{
  /* noipa: the user keeps the function's boundary opaque to IPA.  */
  return node->definition && node->local && !node->externally_visible
	 && !lookup_attribute ("noipa", DECL_ATTRIBUTES (node->decl))
	 && !node->address_taken && !node->has_aliases_p () && !node->thunk
	 && !node->used_from_other_partition && node->callers;
}

/* The exact class the argument INDEX of call edge E points into: GCC's
   context for it when that is exact (a declared object, a construction
   GCC sees), else our own proof of it (a new-expression's object or a
   factory's, allocation-types.h), else, for a parameter of the caller
   passed on (as it is or as a base), what every caller of the caller
   passes.  */

/* GCC's ipa-prop summary of E's arguments, if it may be used (E is a
   call from a function whose body IPA may look into), and has argument
   INDEX.  */

ipa_edge_args *
usable_arguments (cgraph_edge *e, int index)
{
  if (!ipa_edge_args_sum || e->caller->thunk || e->indirect_unknown_callee
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (e->caller->decl)))
    return nullptr;
  ipa_edge_args *args = ipa_edge_args_sum->get (e);
  return args && index < ipa_get_cs_argument_count (args) ? args : nullptr;
}

bool
argument_type (type_facts &facts, cgraph_edge *e, int index, answer &a,
	       type_graph &g, int depth)
{
  ipa_edge_args *args = usable_arguments (e, index);
  if (!args)
    return false;
  ipa_polymorphic_call_context *ctx
    = ipa_get_ith_polymorhic_call_context (args, index);
  if (ctx && !ctx->invalid && ctx->outer_type && !ctx->maybe_derived_type
      && !ctx->maybe_in_construction)
    {
      a = answer ();
      a.type = g.add (TYPE_MAIN_VARIANT (ctx->outer_type));
      a.offset = ctx->offset;
      return a.type != nullptr;
    }
  if (const allocation_proof *p
	= argument_proof_for (facts.allocations, e, index))
    return resolve_proof (facts.allocations, facts.fields, *p, g, a);
  ipa_jump_func *jf = ipa_get_ith_jump_func (args, index);
  int src;
  bool preserved;
  HOST_WIDE_INT offset = 0;
  if (jf->type == IPA_JF_PASS_THROUGH
      && ipa_get_jf_pass_through_operation (jf) == NOP_EXPR)
    {
      src = ipa_get_jf_pass_through_formal_id (jf);
      preserved = ipa_get_jf_pass_through_type_preserved (jf);
    }
  else if (jf->type == IPA_JF_ANCESTOR)
    {
      src = ipa_get_jf_ancestor_formal_id (jf);
      preserved = ipa_get_jf_ancestor_type_preserved (jf);
      offset = ipa_get_jf_ancestor_offset (jf);
    }
  else
    return false;
  if (e->in_polymorphic_cdtor || depth >= max_depth)
    return false;
  a = param_answer (facts, e->caller, src, g, depth + 1);
  if (!a.type && a.set.empty ())
    return false;
  a.offset += offset;
  for (auto &c : a.set)
    c.second += offset;
  /* The type may have changed in the caller between its entry and this
     call, by GCC's rule: only the C++ rule keeps it.  */
  if (!preserved && !a.calls)
    a.calls = 1;
  return true;
}

answer
param_answer (type_facts &facts, cgraph_node *node, int index,
	      type_graph &g, int depth)
{
  std::map<std::pair<cgraph_node *, int>, answer> &memo
    = facts.param_answers;
  auto key = std::make_pair (node, index);
  auto it = memo.find (key);
  if (it != memo.end ())
    return it->second;
  /* Unknown while in progress: a cycle of callers proves nothing.  */
  memo[key] = answer ();
  answer all;
  if (callers_known_p (node))
    for (cgraph_edge *e = node->callers; e; e = e->next_caller)
      {
	answer a;
	/* One class from every caller, or a small set.  */
	if (!argument_type (facts, e, index, a, g, depth)
	    || !join_types (all, e != node->callers, a))
	  {
	    all = answer ();
	    break;
	  }
      }
  return memo[key] = all;
}

} // anon namespace

bool
param_context (cgraph_node *node, int index,
	       ipa_polymorphic_call_context &out)
{
  if (!callers_known_p (node))
    return false;
  bool any = false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      ipa_edge_args *args = usable_arguments (e, index);
      if (!args)
	return false;
      ipa_polymorphic_call_context *ctx
	= ipa_get_ith_polymorhic_call_context (args, index);
      if (!ctx || ctx->invalid || ctx->useless_p ())
	return false;
      if (!any)
	out = *ctx;
      else
	out.meet_with (*ctx);
      any = true;
      if (out.invalid || out.useless_p ())
	return false;
    }
  out.clear_speculation ();
  return any && !out.useless_p ();
}

bool
param_exact_type (type_facts &facts, cgraph_node *node, int index,
		  type_graph &g, proved_type &out)
{
  out = param_answer (facts, node, index, g, 0);
  return out.type || !out.set.empty ();
}

} // namespace tigdevirt
