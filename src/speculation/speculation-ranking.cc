/* speculation-ranking.cc - greedy choice of speculation steps under a
   growth budget.  See speculation-ranking.h.  */

#include "speculation-ranking.h"

#include <queue>

namespace tigdevirt {

double
step_priority (const ranking_step &s)
{
  return s.benefit / (s.growth < 1 ? 1 : s.growth);
}

namespace {

struct candidate
{
  double priority;
  unsigned call;

  /* Highest priority first; among equals, the earlier call.  */
  bool
  operator< (const candidate &o) const
  {
    if (priority != o.priority)
      return priority < o.priority;
    return call > o.call;
  }
};

} // anon namespace

ranking_result
rank_speculations (const std::vector<ranking_call> &calls, double budget,
		   double extra_room)
{
  ranking_result r;
  r.taken.assign (calls.size (), 0);
  r.over_budget.assign (calls.size (), false);
  std::priority_queue<candidate> queue;
  for (unsigned i = 0; i < calls.size (); i++)
    if (!calls[i].steps.empty () && calls[i].steps[0].benefit > 0)
      queue.push ({ step_priority (calls[i].steps[0]), i });
  while (!queue.empty ())
    {
      candidate c = queue.top ();
      queue.pop ();
      const ranking_call &call = calls[c.call];
      const ranking_step &s = call.steps[r.taken[c.call]];
      /* An unmarked call's steps fit the budget with the other unmarked
	 calls' (the growth less the marked calls'), and the total.  */
      bool fits = call.extra_room
		  ? r.growth + s.growth <= budget + extra_room
		  : (r.growth - r.growth_extra_room + s.growth <= budget
		     && r.growth + s.growth <= budget + extra_room);
      if (s.growth > 0 && !fits)
	{
	  r.over_budget[c.call] = true;
	  continue;
	}
      r.growth += s.growth;
      if (call.extra_room)
	r.growth_extra_room += s.growth;
      unsigned next = ++r.taken[c.call];
      if (next < call.steps.size () && call.steps[next].benefit > 0)
	queue.push ({ step_priority (call.steps[next]), c.call });
    }
  return r;
}

} // namespace tigdevirt
