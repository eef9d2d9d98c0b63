/* remarks.cc - telling the user what was done with each call.

   One decision becomes a "decision" line in the pass dump
   (docs/dump-format.md), a remark through GCC's dump API (so
   -fopt-info-ipa-optimized / -missed and -fsave-optimization-record show
   it, at the call's location), and a count in the statistics.  */

#include "remarks.h"
#include "call-locations.h"

namespace tigdevirt {

static std::string
target_names (const devirt_decision &d)
{
  std::string s;
  for (cgraph_node *n : d.targets)
    s += (s.empty () ? "" : ", ") + function_name_of (n->decl);
  return s;
}

void
report_decision (const call_site &c, const devirt_decision &d,
		 run_stats &stats)
{
  std::string caller = function_name_of (c.edge->caller->decl);
  std::string targets = target_names (d);
  if (dump_file)
    fprintf (dump_file, "decision %u %s%s%s\n", c.id, kind_name (d.kind),
	     d.kind == devirt_kind::none ? ": " : " ",
	     d.kind == devirt_kind::none ? d.missed : targets.c_str ());
  dump_user_location_t loc
    = dump_user_location_t::from_location_t (call_location (c.edge));
  switch (d.kind)
    {
    case devirt_kind::full:
      stats.full++;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "devirtualizing call in %s to %s\n",
			 caller.c_str (), targets.c_str ());
      break;
    case devirt_kind::unreachable:
      stats.unreachable++;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "call in %s has no possible target: "
			 "making it unreachable\n", caller.c_str ());
      break;
    case devirt_kind::speculative:
      stats.speculative_by_targets[d.targets.size ()]++;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "speculatively devirtualizing call in %s to %s\n",
			 caller.c_str (), targets.c_str ());
      break;
    case devirt_kind::none:
      stats.left_alone[d.missed]++;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "not devirtualizing call in %s: %s\n",
			 caller.c_str (), d.missed);
      break;
    }
}

} // namespace tigdevirt
