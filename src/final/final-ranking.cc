/* final-ranking.cc - weighing, filtering, merging and ranking the
   `final' suggestions (final-report.h).  */

#include "final-report.h"
#include "plugin-options.h"

namespace tigdevirt {
namespace final_report {

/* Sum each suggestion's calls (once each: two specializations never
   share a call, but keep it honest) and weights.  */
void
reporter::weigh ()
{
  for (suggestion &s : all)
    {
      /* A template's suggestion is named without arguments.  */
      std::sort (s.specializations.begin (), s.specializations.end ());
      if (s.specializations.size () > 1)
	s.name = plain_name (s.specializations.front ());
      std::sort (s.calls.begin (), s.calls.end ());
      s.calls.erase (std::unique (s.calls.begin (), s.calls.end ()),
		     s.calls.end ());
      std::sort (s.calls.begin (), s.calls.end (),
		 [&] (unsigned a, unsigned b)
		 {
		   if (calls[a].weight != calls[b].weight)
		     return calls[a].weight > calls[b].weight;
		   return a < b;
		 });
      for (unsigned i : s.calls)
	{
	  s.weight += calls[i].weight;
	  s.measured |= calls[i].measured;
	}
    }
}

/* A class suggestion replaces its methods' when it gains all their
   calls.  */
void
reporter::cover ()
{
  std::map<const poly_type *, const suggestion *> class_of;
  for (const suggestion &s : all)
    if (s.is_class && s.rejected.empty () && s.hidden.empty ())
      for (const poly_type *t : s.classes)
	class_of[t] = &s;
  for (suggestion &s : all)
    {
      if (s.is_class || !s.rejected.empty () || !s.hidden.empty ())
	continue;
      const suggestion *by = nullptr;
      for (unsigned i : s.calls)
	{
	  auto it = class_of.find (calls[i].call->context.outer);
	  if (it == class_of.end () || (by && by != it->second))
	    {
	      by = nullptr;
	      break;
	    }
	  by = it->second;
	}
      if (by)
	{
	  s.covered_by = by;
	  s.hidden = "replaced by the suggestion for " + by->name;
	  s.hidden_why = reason::final_replaced;
	}
    }
}

/* The user's reasons not to show a suggestion.  */
void
reporter::filter ()
{
  for (suggestion &s : all)
    {
      if (!s.rejected.empty ())
	continue;
      if (s.is_class ? !opts.suggest_final_types
		     : !opts.suggest_final_methods)
	{
	  s.hidden = "kind not asked for";
	  s.hidden_why = reason::final_kind_not_asked;
	}
      else if (s.site.already_final)
	s.rejected = "already final";
      else if (s.site.system_header || runtime_class_name (s.name))
	s.rejected = "declared in a system header";
      else if (s.calls.size () < opts.suggest_final_min_calls)
	{
	  s.hidden = "below the threshold";
	  s.hidden_why = reason::final_below_threshold;
	}
      else if (s.site.pragma_ignored)
	{
	  s.hidden = "ignored by #pragma GCC diagnostic";
	  s.hidden_why = reason::final_pragma;
	}
      else
	{
	  std::string entry;
	  for (const std::string &n : s.specializations)
	    {
	      entry = opts.suggest_final_suppress.match (n);
	      if (entry.empty ())
		entry = opts.suggest_final_suppress.match (plain_name (n));
	      if (!entry.empty ())
		break;
	    }
	  if (!entry.empty ())
	    {
	      s.hidden = "suppressed by " + entry;
	      s.hidden_why = reason::final_suppressed;
	    }
	}
    }
}

/* Most valuable first.  */
std::vector<suggestion *>
reporter::ranked ()
{
  std::vector<suggestion *> order;
  for (suggestion &s : all)
    if (s.rejected.empty ())
      order.push_back (&s);
  std::stable_sort (order.begin (), order.end (),
		    [] (const suggestion *a, const suggestion *b)
		    {
		      if (a->weight != b->weight)
			return a->weight > b->weight;
		      if (a->calls.size () != b->calls.size ())
			return a->calls.size () > b->calls.size ();
		      return a->name < b->name;
		    });
  return order;
}

} // namespace final_report
} // namespace tigdevirt
