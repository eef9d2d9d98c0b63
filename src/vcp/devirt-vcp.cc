/* devirt-vcp.cc - the virtual-constant try-step.

   A call whose complete list has several targets and whose arguments
   after `this` are constants (ipa-prop's jump functions say which) asks
   the table of virtual constants (virtual-constants.h) for the entry of
   its class, slot and arguments.  The entry covers every vtable an
   object seen through the class can have, so the call's own context does
   not matter; the rewrite happens in the bodies (vcp-rewrite.h).  */

#include "devirt.h"
#include "plugin-options.h"
#include "vcp-evaluate.h"
#include "virtual-constants.h"

namespace tigdevirt {

/* The call's arguments after `this` if all are integer constants; else
   the reason.  */

static reason
constant_arguments (cgraph_edge *e, std::vector<tree> &args)
{
  ipa_edge_args *ea = ipa_edge_args_sum ? ipa_edge_args_sum->get (e) : NULL;
  if (!ea)
    return reason::arguments_not_known;
  int n = ipa_get_cs_argument_count (ea);
  if (n < 1)
    return reason::arguments_not_known;
  for (int i = 1; i < n; i++)
    {
      ipa_jump_func *jf = ipa_get_ith_jump_func (ea, i);
      if (jf->type != IPA_JF_CONST)
	return reason::argument_not_constant;
      tree v = ipa_get_jf_constant (jf);
      if (!v || TREE_CODE (v) != INTEGER_CST)
	return reason::argument_not_integer_constant;
      args.push_back (v);
    }
  return reason::none;
}

devirt_decision
try_virtual_constant (const call_site &c, const target_list &t,
		      const type_graph &g)
{
  devirt_decision d;
  if (!opts.vcp)
    {
      d.missed = reason::vcp_disabled;
      return d;
    }
  if (t.targets.size () < 2 || !c.otr_type)
    {
      d.missed = reason::not_several_targets;
      return d;
    }
  /* Only integer results can be propagated; a call returning anything
     else is no candidate (and no remark).  */
  tree rtype = TREE_TYPE (TREE_TYPE (t.targets[0]->decl));
  if (!INTEGRAL_TYPE_P (rtype))
    {
      d.missed = reason::not_integer_result;
      return d;
    }
  if (!vcp_value_type_p (rtype))
    {
      d.missed = reason::result_too_wide;
      return d;
    }
  std::vector<tree> args;
  if ((d.missed = constant_arguments (c.edge, args)) != reason::none)
    return d;
  if (!t.complete)
    {
      /* Said in a remark only for calls with constant arguments: every
	 argument-less call through an open class would qualify.  */
      d.missed = args.empty () ? reason::open_hierarchy_no_arguments
		 : reason::open_hierarchy;
      return d;
    }
  int i = virtual_constant_for (g, c.otr_type, c.token, args,
				opts.vcp_budget, &d.missed);
  if (i < 0)
    return d;
  d.missed = reason::none;
  d.vc = i;
  switch (virtual_constant (i).kind)
    {
    case vc_kind::uniform: d.kind = devirt_kind::uniform_return; break;
    case vc_kind::unique: d.kind = devirt_kind::unique_return; break;
    case vc_kind::stored: d.kind = devirt_kind::const_prop; break;
    }
  return d;
}

} // namespace tigdevirt
