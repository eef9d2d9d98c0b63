/* speculation-budget.cc - cutting speculation down to the unit's growth
   budget.  See speculation-budget.h.  */

#include "speculation-budget.h"
#include "speculation-ranking.h"

namespace tigdevirt {

/* Is the unit a whole program: a link that makes an executable (or one
   whose output GCC was not told), or a compile without LTO that defines
   main?  A shared library or a relocatable link is not, nor is a
   translation unit compiled without main (a piece of a program or of a
   library, one of many that each have a budget).  */

static bool
program_unit_p ()
{
  if (in_lto_p)
    return flag_lto_linker_output == LTO_LINKER_OUTPUT_EXEC
	   || flag_lto_linker_output == LTO_LINKER_OUTPUT_PIE
	   || flag_lto_linker_output == LTO_LINKER_OUTPUT_UNKNOWN;
  cgraph_node *n;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (DECL_NAME (n->decl) && MAIN_NAME_P (DECL_NAME (n->decl))
	&& DECL_FILE_SCOPE_P (n->decl))
      return true;
  return false;
}

/* One round of the budget: the speculative decisions of DECISIONS whose
   call is (POINTER_CALLS) or is not a call through a function-pointer
   field, ranked within PLAIN units of growth, those that may use the room
   within PLAIN + ROOM; R gets what was offered, kept and cut.  Returns
   the growth kept.  */

static double
spend_round (decision_list &decisions, bool pointer_calls, double plain,
	     double room, budget_report &r)
{
  std::vector<ranking_call> calls;
  std::vector<devirt_decision *> which;
  for (auto &cd : decisions)
    {
      devirt_decision &d = cd.second;
      if (d.kind != devirt_kind::speculative
	  || cd.first->pointer_call () != pointer_calls)
	continue;
      ranking_call rc;
      for (unsigned i = 0; i < d.targets.size (); i++)
	{
	  rc.steps.push_back ({ d.targets[i].benefit,
				(double) d.targets[i].growth });
	  r.offered += d.targets[i].growth;
	}
      bool loops = d.frequency > (d.copies > 1 ? 2 * d.copies : 1.0f);
      bool unknown = d.runs_unknown
		     && d.source != evidence::static_weights;
      rc.extra_room = loops || unknown;
      if (!rc.extra_room && room > 0)
	r.calls_without_room++;
      calls.push_back (rc);
      which.push_back (&d);
    }
  ranking_result res = rank_speculations (calls, plain, room);
  r.growth += res.growth;
  r.extra_room_used += res.growth_extra_room;
  for (unsigned i = 0; i < which.size (); i++)
    {
      devirt_decision &d = *which[i];
      unsigned n = res.taken[i];
      if (n == d.targets.size ())
	{
	  r.calls_kept++;
	  continue;
	}
      reason why = !res.over_budget[i] ? reason::no_expected_benefit
		   : room == 0 || calls[i].extra_room
		   ? reason::over_budget
		   : d.runs_unknown ? reason::over_budget_runs_unknown
		   : reason::over_budget_outside_loops;
      if (n == 0)
	{
	  r.calls_cut++;
	  /* No guard left: the call is left alone, in place, so that what
	     the decision knows about the call stays (its evidence and
	     frequency, why virtual constant propagation did not apply, and
	     the guesses to drop: GCC will guess on it now).  */
	  d.kind = devirt_kind::none;
	  d.dispatch = false;
	  d.existing = 0;
	  d.targets.clear ();
	  d.vc = -1;
	  d.missed = why;
	  continue;
	}
      r.calls_kept++;
      r.calls_trimmed++;
      d.keep_targets (n);
      d.missed = why;
    }
  return res.growth;
}

budget_report
spend_speculation_budget (decision_list &decisions, unsigned growth_percent)
{
  budget_report r;
  r.unit_size = unit_size ();
  r.program = program_unit_p ();
  /* A program may grow as GCC's inliner lets it (ipa-inline.cc): PCT%
     above the larger of its size and large-unit-insns, so that a small
     program, which may grow up to large-unit-insns and a little more,
     keeps its hot calls' guards.  Any other unit grows by PCT% of its own
     size: a library's hot calls are its users', and a floor given to each
     of a package's translation units or libraries adds up (Debian's
     tinyxml: its library grew 10% in .text; zimlib, built without LTO,
     7%).  0 turns growth off.  */
  double limit = r.program ? MAX (r.unit_size, (double) param_large_unit_insns)
			   : r.unit_size;
  r.budget = growth_percent
	     ? limit * (100 + growth_percent) / 100.0 - r.unit_size : 0;
  /* The room a small program has above PCT% of its own size is for the
     calls of its loops: a call estimated to run more than once per run
     of the program for each copy of the code that holds it
     (body-copies.h).  The other calls share PCT% of the size: their
     guards, copied wherever GCC inlines their function, cost growth for
     executions that do not add up (Debian's qpdf: the guards in
     libstdc++'s _Sp_counted_base::_M_release, 3.6 runs per run of a test
     program in 64 copies, 4,066 units, fit its room and made its .text
     41% larger and its link's peak memory 23%).  A call in a function
     nothing in the call graph counts (called through a pointer) may run
     in a loop, as far as anyone knows: it keeps the room.  A call whose
     code GCC copies needs twice as many runs as copies: its runs are
     known only summed over the copies, and a sum just above one per copy
     is most copies running once and one in a loop, each straight-line
     copy paying the guards for nothing (Debian's yaml-cpp: _M_release's
     calls, 19.3 runs in 18 copies, took 1,140 units of a 1,763-unit
     program's room: its util/sandbox's .text 1.57x, its link's peak
     memory +10 MB).  A call in one copy is the loop's own.  Where
     nothing counts the runs and nothing but the static ranking orders the
     targets (no profile, no likely type, no guess of GCC's), the room
     would rest on two guesses at once: a floor of one run, and one share
     per class with objects; such calls share the budget (Debian's
     libetonyek: 30 such calls in CppUnit test methods, called through
     pointers, 71 guards at shares of 1/4 took a 5,823-unit test
     program's room: its .text 1.25x, its link's peak memory 1.10x).  */
  /* The room is what the floor adds, (limit - size) * (100 + PCT)%,
     computed from that difference: the budget less PCT% of the size is
     the same in exact arithmetic but not in floating point, where about
     half of the sizes above the floor left a room of 1e-12 units and
     their cut calls the small program's reason (Debian's leveldb:
     db_bench, 29,047 units, 140 calls).  */
  r.extra_room = growth_percent
		 ? (limit - r.unit_size) * (100 + growth_percent) / 100.0 : 0;

  /* The calls through function-pointer fields (field-pointers.h) are
     ranked after the polymorphic calls, with what those left: their
     lists are guesses from stores alone, and a guard of theirs that a
     static estimate ranks high (std::sort's comparator in leveldb's
     compaction, 27,723 runs estimated, rarely run by db_bench) must not
     take the room of a virtual call the program runs (db_bench by
     default: 86,441 more indirect calls executed when one budget ranked
     both).  Whatever the split of the first round's growth between the
     budget and the room, the second round stays within both.  */
  double plain = r.budget - r.extra_room;
  double used = spend_round (decisions, false, plain, r.extra_room, r);
  double left_plain = MAX (0.0, plain - used);
  double left_all = MAX (0.0, r.budget - used);
  spend_round (decisions, true, left_plain, left_all - left_plain, r);
  return r;
}

} // namespace tigdevirt
