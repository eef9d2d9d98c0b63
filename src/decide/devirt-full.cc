/* devirt-full.cc - full devirtualization.

   Sound only because the list is complete: every object the call can be
   made on has a dynamic type whose slot we read.  A complete empty list
   means no such object exists: the call cannot execute.  */

#include "devirt.h"

namespace tigdevirt {

devirt_decision
try_full_devirt (const call_site &c, const target_list &t)
{
  devirt_decision d;
  if (!t.complete)
    {
      d.missed = reason::list_incomplete;
      return d;
    }
  if (t.targets.empty ())
    {
      /* Calling a pure virtual function is undefined, but keeping the call
	 keeps __cxa_pure_virtual's diagnostic; GCC does the same.  */
      if (t.reached_pure_virtual)
	{
	  d.missed = reason::only_pure_virtual;
	  return d;
	}
      d.kind = devirt_kind::unreachable;
      return d;
    }
  if (t.targets.size () > 1)
    {
      d.missed = reason::several_targets;
      return d;
    }
  d.kind = devirt_kind::full;
  devirt_target dt;
  dt.node = t.targets[0];
  d.targets.push_back (dt);
  return d;
}

} // namespace tigdevirt
