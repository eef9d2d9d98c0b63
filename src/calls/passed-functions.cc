/* passed-functions.cc - the functions callers pass in a parameter.  See
   passed-functions.h.  WPA.  */

#include "passed-functions.h"
#include "program-counts.h"

namespace tigdevirt {

namespace {

/* How far up the call graph a passed-on parameter is followed, and how
   many calls one store's walk looks at (a parameter passed on by many
   callers of many callers): the calls past it weigh the unknown part.  */
const int max_depth = 4;
const unsigned max_calls = 4096;

struct walker
{
  const program_counts *pc;
  const std::function<void (cgraph_node *, double)> &visit;
  /* The (function, parameter) pairs on the current path: a cycle passes
     nothing it has not already.  */
  std::vector<std::pair<cgraph_node *, int>> path;
  unsigned calls = 0;

  double runs (cgraph_node *n) const { return pc ? pc->of (n) : 1.0; }

  /* One call E passing argument INDEX, run W times per run of the
     program.  */
  void
  argument (cgraph_edge *e, int index, double w, int depth)
  {
    ipa_edge_args *args = ipa_edge_args_sum && !e->caller->thunk
			  ? ipa_edge_args_sum->get (e) : nullptr;
    if (!args || index >= ipa_get_cs_argument_count (args)
	|| lookup_attribute ("noipa", DECL_ATTRIBUTES (e->caller->decl)))
      {
	visit (nullptr, w);
	return;
      }
    ipa_jump_func *jf = ipa_get_ith_jump_func (args, index);
    if (jf->type == IPA_JF_CONST)
      {
	tree v = ipa_get_jf_constant (jf);
	if (integer_zerop (v))
	  return;		/* A null pointer: nothing a call reaches.  */
	visit (function_address (v), w);
	return;
      }
    if (jf->type == IPA_JF_PASS_THROUGH
	&& ipa_get_jf_pass_through_operation (jf) == NOP_EXPR
	&& depth < max_depth)
      {
	/* Per run of the caller: W over the caller's runs.  */
	double r = runs (e->caller);
	parameter (e->caller, ipa_get_jf_pass_through_formal_id (jf),
		   r > 0 ? w / r : w, depth + 1);
	return;
      }
    visit (nullptr, w);
  }

  /* Parameter INDEX of NODE, stored WEIGHT times per run of NODE.  */
  void
  parameter (cgraph_node *node, int index, double weight, int depth)
  {
    std::pair<cgraph_node *, int> key (node, index);
    if (std::find (path.begin (), path.end (), key) != path.end ())
      return;
    path.push_back (key);
    double total = weight * runs (node), seen = 0;
    auto calls_of = [&] (cgraph_node *callee)
      {
	for (cgraph_edge *e = callee->callers; e; e = e->next_caller)
	  {
	    double w = weight * runs (e->caller)
		       * e->sreal_frequency ().to_double ();
	    seen += w;
	    if (++calls > max_calls)
	      visit (nullptr, w);
	    else
	      argument (e, index, w, depth);
	  }
      };
    calls_of (node);
    /* A constructor's callers call its alias (C1 for C2).  */
    ipa_ref *ref;
    FOR_EACH_ALIAS (node, ref)
      if (cgraph_node *alias = dyn_cast<cgraph_node *> (ref->referring))
	calls_of (alias);
    /* Calls no edge shows: code outside the link, a pointer.  */
    bool open = !node->local || node->address_taken
		|| node->externally_visible;
    if (open && total > seen)
      visit (nullptr, total - seen);
    else if (open && seen == 0)
      visit (nullptr, weight);
    path.pop_back ();
  }
};

} // anon namespace

cgraph_node *
function_address (tree v)
{
  STRIP_NOPS (v);
  if (TREE_CODE (v) == ADDR_EXPR
      && TREE_CODE (TREE_OPERAND (v, 0)) == FUNCTION_DECL)
    return cgraph_node::get (TREE_OPERAND (v, 0));
  return nullptr;
}

void
passed_functions (cgraph_node *node, int index, double weight,
		  const program_counts *pc,
		  const std::function<void (cgraph_node *, double)> &visit)
{
  walker w {pc, visit, {}};
  w.parameter (node, index, weight, 0);
}

} // namespace tigdevirt
