// Unit tests of the speculation ranking (src/speculation/speculation-ranking.h), which
// needs no GCC: the greedy choice of speculation steps under a budget.
#include "../../src/speculation/speculation-ranking.h"

#include <cstdio>

#include "unit-check.h"
#include <cstdlib>

using namespace tigdevirt;


static ranking_call
call (std::initializer_list<ranking_step> steps)
{
  ranking_call c;
  c.steps = steps;
  return c;
}

int
main ()
{
  // Everything fits: everything with a benefit is taken.
  {
    std::vector<ranking_call> calls = { call ({ { 4, 10 }, { 2, 10 } }),
					call ({ { 1, 5 } }) };
    ranking_result r = rank_speculations (calls, 100);
    CHECK (r.taken[0] == 2 && r.taken[1] == 1);
    CHECK (r.growth == 25);
    CHECK (!r.over_budget[0] && !r.over_budget[1]);
  }
  // The best benefit per growth first: call 1 (10 per unit) before call 0
  // (1 per unit), and call 0 no longer fits.
  {
    std::vector<ranking_call> calls = { call ({ { 10, 10 } }),
					call ({ { 100, 10 } }) };
    ranking_result r = rank_speculations (calls, 15);
    CHECK (r.taken[0] == 0 && r.taken[1] == 1);
    CHECK (r.over_budget[0] && !r.over_budget[1]);
  }
  // Steps of one call are taken in order: the second step's high priority
  // does not let it go before the first.
  {
    std::vector<ranking_call> calls = { call ({ { 1, 10 }, { 100, 1 } }),
					call ({ { 5, 10 } }) };
    ranking_result r = rank_speculations (calls, 11);
    CHECK (r.taken[0] == 0 && r.taken[1] == 1);
  }
  // A step that does not fit stops its call, but smaller steps of other
  // calls still fit.
  {
    std::vector<ranking_call> calls = { call ({ { 50, 20 }, { 40, 30 } }),
					call ({ { 1, 5 } }) };
    ranking_result r = rank_speculations (calls, 26);
    CHECK (r.taken[0] == 1 && r.over_budget[0]);
    CHECK (r.taken[1] == 1);
    CHECK (r.growth == 25);
  }
  // A step without benefit is never taken, and ends its call.
  {
    std::vector<ranking_call> calls = { call ({ { 0, 1 } }),
					call ({ { 3, 1 }, { 0, 1 }, { 9, 1 } }) };
    ranking_result r = rank_speculations (calls, 100);
    CHECK (r.taken[0] == 0 && !r.over_budget[0]);
    CHECK (r.taken[1] == 1);
  }
  // Growth that shrinks the code always fits, even with no budget.
  {
    std::vector<ranking_call> calls = { call ({ { 1, -2 } }) };
    ranking_result r = rank_speculations (calls, 0);
    CHECK (r.taken[0] == 1 && r.growth == -2);
  }
  // A zero budget takes nothing that grows the code.
  {
    std::vector<ranking_call> calls = { call ({ { 9, 1 } }) };
    ranking_result r = rank_speculations (calls, 0);
    CHECK (r.taken[0] == 0 && r.over_budget[0]);
  }
  // Ties go to the earlier call, whatever the order of the rest.
  {
    std::vector<ranking_call> calls = { call ({ { 2, 2 } }), call ({ { 2, 2 } }),
					call ({ { 2, 2 } }) };
    ranking_result r = rank_speculations (calls, 4);
    CHECK (r.taken[0] == 1 && r.taken[1] == 1 && r.taken[2] == 0);
  }
  // Growth below one unit counts as one unit for the priority.
  {
    CHECK (step_priority ({ 3, 0.25 }) == 3);
    CHECK (step_priority ({ 3, 3 }) == 1);
  }
  // The extra room: open to the marked calls only.  The unmarked call
  // (the densest) fits in the budget of 10 with its first step only; the
  // marked one takes the room, 10 + 30, for both its steps.
  {
    std::vector<ranking_call> calls = { call ({ { 100, 8 }, { 90, 8 } }),
					call ({ { 10, 16 }, { 5, 16 } }) };
    calls[0].extra_room = false;
    ranking_result r = rank_speculations (calls, 10, 30);
    CHECK (r.taken[0] == 1 && r.over_budget[0]);
    CHECK (r.taken[1] == 2 && !r.over_budget[1]);
    CHECK (r.growth == 40 && r.growth_extra_room == 32);
  }
  // The budget is the unmarked calls' own, whatever the marked calls
  // took of it before them; the total still bounds them: here the marked
  // call (densest) takes 30 of 40, the unmarked 10 of its 10, and then
  // nothing fits.
  {
    std::vector<ranking_call> calls = { call ({ { 300, 30 } }),
					call ({ { 10, 10 }, { 9, 1 } }) };
    calls[1].extra_room = false;
    ranking_result r = rank_speculations (calls, 10, 30);
    CHECK (r.taken[0] == 1 && r.taken[1] == 1 && r.over_budget[1]);
    CHECK (r.growth == 40);
  }
  // Without extra room, a marked call has the budget like any other.
  {
    std::vector<ranking_call> calls = { call ({ { 9, 20 } }) };
    ranking_result r = rank_speculations (calls, 10);
    CHECK (r.taken[0] == 0 && r.over_budget[0]);
  }
  // No calls.
  {
    ranking_result r = rank_speculations ({}, 10);
    CHECK (r.taken.empty () && r.growth == 0);
  }
  if (failures)
    {
      fprintf (stderr, "speculation-ranking-test: %d failures\n", failures);
      return 1;
    }
  printf ("speculation-ranking-test: all passed\n");
  return 0;
}
