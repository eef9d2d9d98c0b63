/* lifetime-rule.cc - link time: where the C++ object-lifetime rule
   carries a proved class across calls (lifetime-rule.h).  */

#include "lifetime-rule.h"
#include "allocation-types.h"
#include "call-context.h"
#include "field-escapes.h"
#include "placement-census.h"
#include "plugin-options.h"

namespace tigdevirt {

void
apply_lifetime_rule (std::vector<call_site> &calls, type_graph &g)
{
  std::map<poly_type *, const char *> blocked, laundered;
  static std::deque<std::string> reasons;
  for (call_site &c : calls)
    {
      call_context &x = c.context;
      if (!x.allocated || x.allocation_used || !x.allocation_calls
	  || !c.otr_type)
	continue;
      auto it = blocked.find (c.otr_type);
      if (it == blocked.end ())
	it = blocked.emplace (c.otr_type,
			      opts.strict_vtable_pointers
			      ? laundered_family (c.otr_type, g)
			      : built_in_place (c.otr_type, g)).first;
      const char *census = it->second;
      /* Objects of a field no code outside the link can reach: nothing
	 builds another object in their storage (field-escapes.h), unless
	 the program launders.  */
      if (census && !opts.strict_vtable_pointers)
	{
	  auto l = laundered.find (c.otr_type);
	  if (l == laundered.end ())
	    l = laundered.emplace (c.otr_type,
				   laundered_family (c.otr_type, g)).first;
	  if (!x.allocation_escape && !l->second)
	    census = nullptr, x.lifetime_by_containment = true;
	  else if (x.allocation_escape && !l->second
		   && x.allocation_escape != escape_not_field)
	    {
	      reasons.push_back (std::string (census)
				 + ", and the field's objects may reach it: "
				 + x.allocation_escape);
	      census = reasons.back ().c_str ();
	    }
	}
      x.lifetime_blocked
	= x.allocation_reentry ? x.allocation_reentry
	  : x.allocation_protected_root
	    && !x.allocation_protected_root->derivations_known
	  ? "code outside the link may derive from the protected field's "
	    "class and store to it"
	  : census;
      if (!x.lifetime_blocked)
	narrow_to_allocation (x, c.otr_tree, g);
      else
	/* Not a fact then, but the best guess there is (speculation
	   ranks by it).  */
	likely_from_allocation (x, c.otr_tree, g);
    }
}

} // namespace tigdevirt
