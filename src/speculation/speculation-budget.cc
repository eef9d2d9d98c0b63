/* speculation-budget.cc - cutting speculation down to the unit's growth
   budget.  See speculation-budget.h.  */

#include "speculation-budget.h"
#include "speculation-ranking.h"

namespace tigdevirt {

budget_report
spend_speculation_budget (decision_list &decisions, unsigned growth_percent)
{
  budget_report r;
  r.unit_size = unit_size ();
  /* GCC's inliner's own limit (ipa-inline.cc): the unit may grow to
     PCT% above the larger of its size and large-unit-insns.  A unit
     smaller than large-unit-insns may so grow up to it and a little
     more, as the inliner lets it: small programs keep their hot calls'
     guards.  0 turns growth off.  */
  double limit = MAX (r.unit_size, (double) param_large_unit_insns);
  r.budget = growth_percent
	     ? limit * (100 + growth_percent) / 100.0 - r.unit_size : 0;

  std::vector<ranking_call> calls;
  std::vector<devirt_decision *> which;
  for (auto &cd : decisions)
    {
      devirt_decision &d = cd.second;
      if (d.kind != devirt_kind::speculative)
	continue;
      ranking_call rc;
      for (unsigned i = 0; i < d.targets.size (); i++)
	{
	  rc.steps.push_back ({ d.targets[i].benefit,
				(double) d.targets[i].growth });
	  r.offered += d.targets[i].growth;
	}
      calls.push_back (rc);
      which.push_back (&d);
    }
  ranking_result res = rank_speculations (calls, r.budget);
  r.growth = res.growth;
  for (unsigned i = 0; i < which.size (); i++)
    {
      devirt_decision &d = *which[i];
      unsigned n = res.taken[i];
      if (n == d.targets.size ())
	{
	  r.calls_kept++;
	  continue;
	}
      reason why = res.over_budget[i] ? reason::over_budget
		   : reason::no_expected_benefit;
      if (n == 0)
	{
	  r.calls_cut++;
	  devirt_decision none;
	  none.missed = why;
	  none.source = d.source;
	  none.frequency = d.frequency;
	  /* GCC will guess on it now: its guesses to drop stay.  */
	  none.drop_guesses = std::move (d.drop_guesses);
	  d = none;
	  continue;
	}
      r.calls_kept++;
      r.calls_trimmed++;
      d.keep_targets (n);
      d.missed = why;
    }
  return r;
}

} // namespace tigdevirt
