/* program-counts.cc - how often each function runs in one run of the
   program.  See program-counts.h.  */

#include "program-counts.h"
#include "vtable-references.h"
#include "pointer-calls.h"

namespace tigdevirt {

namespace {

const program_counts *in_force;

/* GCC's loop estimates can be large; so can their products.  */
const double max_frequency = 1e4;
const double max_count = 1e15;

/* A polymorphic call's share of its executions going to each target:
   by how many classes with objects reach it; an incomplete list keeps
   one share for the classes outside.  */
void
target_shares (const target_list &t, std::vector<double> &shares)
{
  unsigned total = static_weight_total (t);
  shares.assign (t.targets.size (), 0);
  for (unsigned i = 0; i < t.targets.size (); i++)
    shares[i] = total ? (double) t.instances[i] / total
		      : 1.0 / t.targets.size ();
}

/* Whether a pointer the unit holds may call N: its address is taken
   other than by a vtable.  */
bool
pointer_may_call (cgraph_node *n)
{
  return n->address_taken && !only_in_vtables (n);
}

} // anon namespace

cgraph_node *
body_of (cgraph_node *n)
{
  n = n->function_symbol ();
  return n->definition && !n->inlined_to ? n : nullptr;
}

void
program_counts::compute (const std::vector<call_site> &calls,
			 const std::vector<const target_list *> &lists)
{
  unsigned uids = symtab->cgraph_max_uid;
  count.assign (uids, 0);
  floor.assign (uids, false);
  /* Each target list's bodies with their shares, once per list: lists
     are shared by calls of the same slot and context, and one of a base
     with thousands of classes is thousands long.  */
  std::map<const target_list *, unsigned> list_number;
  std::vector<std::vector<std::pair<cgraph_node *, double>>> list_bodies;
  /* The polymorphic calls of each function, by the caller's uid: the
     list's number and the call's frequency.  */
  std::vector<std::vector<std::pair<unsigned, double>>> poly (uids);
  {
    std::vector<double> shares;
    for (unsigned i = 0; i < calls.size (); i++)
      {
	auto ins = list_number.emplace (lists[i], list_bodies.size ());
	if (ins.second)
	  {
	    list_bodies.emplace_back ();
	    target_shares (*lists[i], shares);
	    for (unsigned k = 0; k < lists[i]->targets.size (); k++)
	      if (cgraph_node *c = body_of (lists[i]->targets[k]))
		list_bodies.back ().emplace_back (c, shares[k]);
	  }
	double f = MIN (calls[i].edge->sreal_frequency ().to_double (),
			max_frequency);
	poly[calls[i].edge->caller->get_uid ()].emplace_back
	  (ins.first->second, f);
      }
  }

  /* A function's successors, each once with the sum of its calls'
     weights, in the order of each one's last call (the order the walk
     below takes them in, back to front, as if each call were an edge):
     a function with a thousand calls through a list a thousand long has
     a thousand successors, not a million (a generated program of 4,500
     classes of one base: 200 MB of lto1's peak).  */
  std::vector<double> weight (uids, 0);
  std::vector<char> seen (uids, 0);
  std::vector<std::pair<unsigned, double>> by_list;
  std::vector<unsigned> list_slot (list_bodies.size (), ~0u);
  std::vector<cgraph_edge *> direct;
  auto successors = [&] (cgraph_node *n,
			 std::vector<std::pair<cgraph_node *, double>> &out)
    {
      out.clear ();
      /* The calls of one list together, at its last call's place: their
	 frequencies summed, the list walked once.  */
      by_list.clear ();
      for (const auto &pc : poly[n->get_uid ()])
	{
	  unsigned &slot = list_slot[pc.first];
	  double f = pc.second;
	  if (slot != ~0u)
	    {
	      f += by_list[slot].second;
	      by_list[slot].first = ~0u;	/* Moved to the end.  */
	    }
	  slot = by_list.size ();
	  by_list.emplace_back (pc.first, f);
	}
      /* Back to front: a function's place is its last call's.  */
      auto add = [&] (cgraph_node *c, double w)
	{
	  unsigned u = c->get_uid ();
	  if (!seen[u])
	    {
	      seen[u] = 1;
	      out.emplace_back (c, 0);
	    }
	  weight[u] += w;
	};
      for (unsigned b = by_list.size (); b-- > 0;)
	if (by_list[b].first != ~0u)
	  {
	    const auto &bodies = list_bodies[by_list[b].first];
	    list_slot[by_list[b].first] = ~0u;
	    for (unsigned k = bodies.size (); k-- > 0;)
	      add (bodies[k].first, by_list[b].second * bodies[k].second);
	  }
      direct.clear ();
      for (cgraph_edge *e = n->callees; e; e = e->next_callee)
	direct.push_back (e);
      for (unsigned k = direct.size (); k-- > 0;)
	if (cgraph_node *c = body_of (direct[k]->callee))
	  add (c, MIN (direct[k]->sreal_frequency ().to_double (),
		       max_frequency));
      std::reverse (out.begin (), out.end ());
      for (auto &o : out)
	{
	  unsigned u = o.first->get_uid ();
	  o.second = weight[u];
	  weight[u] = 0;
	  seen[u] = 0;
	}
    };

  /* Entry points: main first, then what code outside may call.  */
  std::vector<cgraph_node *> roots;
  cgraph_node *n;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (body_of (n) == n && DECL_NAME (n->decl)
	&& MAIN_NAME_P (DECL_NAME (n->decl)))
      roots.insert (roots.begin (), n);
    else if (body_of (n) == n
	     && (n->externally_visible || n->force_output
		 || DECL_STATIC_CONSTRUCTOR (n->decl)
		 || DECL_STATIC_DESTRUCTOR (n->decl)))
      roots.push_back (n);
  for (cgraph_node *r : roots)
    count[r->get_uid ()] = 1;

  /* Depth-first postorder from the roots, then from everything left (a
     function only a vtable or an address refers to).  */
  std::vector<char> state (uids, 0);	/* 1 on the stack, 2 done.  */
  std::vector<cgraph_node *> post;
  std::vector<std::pair<cgraph_node *, double>> succ;
  struct frame { cgraph_node *node; std::vector<cgraph_node *> next; };
  auto visit = [&] (cgraph_node *start)
    {
      if (state[start->get_uid ()])
	return;
      std::vector<frame> stack;
      stack.push_back ({start, {}});
      state[start->get_uid ()] = 1;
      successors (start, succ);
      for (auto &s : succ)
	stack.back ().next.push_back (s.first);
      while (!stack.empty ())
	{
	  frame &f = stack.back ();
	  if (f.next.empty ())
	    {
	      state[f.node->get_uid ()] = 2;
	      post.push_back (f.node);
	      stack.pop_back ();
	      continue;
	    }
	  cgraph_node *c = f.next.back ();
	  f.next.pop_back ();
	  if (state[c->get_uid ()])
	    continue;
	  state[c->get_uid ()] = 1;
	  stack.push_back ({c, {}});
	  successors (c, succ);
	  for (auto &s : succ)
	    stack.back ().next.push_back (s.first);
	}
    };
  for (cgraph_node *r : roots)
    visit (r);
  FOR_EACH_DEFINED_FUNCTION (n)
    if (body_of (n) == n)
      visit (n);

  /* Callers before callees; a call to a function earlier in the order is
     a call back (recursion): it adds nothing.  */
  std::vector<unsigned> rank (uids, 0);
  for (unsigned i = 0; i < post.size (); i++)
    rank[post[i]->get_uid ()] = post.size () - i;
  auto propagate = [&] ()
    {
      for (unsigned i = post.size (); i-- > 0;)
	{
	  cgraph_node *u = post[i];
	  double cu = count[u->get_uid ()];
	  if (cu == 0)
	    continue;
	  successors (u, succ);
	  for (auto &s : succ)
	    if (rank[s.first->get_uid ()] > rank[u->get_uid ()])
	      {
		double &cv = count[s.first->get_uid ()];
		cv = MIN (cv + cu * s.second, max_count);
	      }
	}
    };
  propagate ();
  /* A function nothing counted calls runs at least as often as code
     outside may call it: once.  Whether that floor hides many runs
     depends on what may call it.  Through a pointer the unit's code
     holds (its address stored or passed: calls GCC's call graph cannot
     count), or from a function so called: unknown.  A function only
     vtables refer to runs only through virtual calls, and every virtual
     call of the unit that may reach it was counted above (its target
     lists): none does, so only code outside the unit may call it, and
     nothing here says that it runs more than once (boost's
     error_category members in every program that includes
     boost/system: their calls took a small program's room, its .text
     1.28x).  */
  std::vector<cgraph_node *> work, entries;
  for (cgraph_node *u : post)
    if (count[u->get_uid ()] == 0 && !only_in_vtables (u))
      {
	floor[u->get_uid ()] = true;
	work.push_back (u);
	entries.push_back (u);
      }
  while (!work.empty ())
    {
      cgraph_node *u = work.back ();
      work.pop_back ();
      successors (u, succ);
      for (auto &s : succ)
	{
	  unsigned v = s.first->get_uid ();
	  if (count[v] == 0 && !floor[v])
	    {
	      floor[v] = true;
	      work.push_back (s.first);
	    }
	}
    }
  /* The functions so reached are entry points as main is: each runs at
     least once, and what it calls runs as often as it calls it, added to
     what the counted paths gave.  A function both paths reach is counted
     from both: one a cold path of main reaches and one a callback's loop
     runs (Debian's leveldb: db_bench's reads run from State::Match, a
     function Version::Get passes by pointer; Block::Iter::Seek, reached
     from it and from a rarely taken path of main, was counted 0.0001 and
     its comparator call, the program's hottest, ranked last for the
     budget).  */
  /* The entry points and their runs: once each, to begin with.  */
  std::vector<cgraph_node *> seeded (roots);
  seeded.insert (seeded.end (), entries.begin (), entries.end ());
  std::vector<double> seed (seeded.size (), 1);
  auto recount = [&] ()
    {
      count.assign (uids, 0);
      for (unsigned k = 0; k < seeded.size (); k++)
	count[seeded[k]->get_uid ()] = seed[k];
      propagate ();
    };
  if (!entries.empty ())
    recount ();
  /* An entry point a pointer may call (a callback; in a unit that is not
     the whole program, also a function code outside may call) runs as
     often as the pointer calls of its function type, shared among the
     functions of that type a pointer may call (pointer-calls.h), counted
     from the counts just made, where that is more than once.  Once:
     estimates of callbacks made from estimates of callbacks would feed
     back into themselves through a callback that calls its own kind.  */
  if (estimate_pointer_entries (seeded, seed))
    recount ();
  for (cgraph_node *u : post)
    if (count[u->get_uid ()] == 0)
      count[u->get_uid ()] = 1;
}

bool
program_counts::estimate_pointer_entries
  (const std::vector<cgraph_node *> &entries, std::vector<double> &seed)
{
  /* Runs of the pointer calls of each digest.  */
  std::map<uint32_t, double> runs;
  cgraph_node *n;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (body_of (n) == n)
      for (cgraph_edge *e = n->indirect_calls; e; e = e->next_callee)
	if (uint32_t d = pointer_call_digest (e))
	  {
	    double f = MIN (e->sreal_frequency ().to_double (),
			    max_frequency);
	    double &r = runs[d];
	    r = MIN (r + count[n->get_uid ()] * f, max_count);
	  }
  if (runs.empty ())
    return false;
  /* The functions of each digest a pointer may call, and each one's
     digest by uid (the entries a pointer may call are among them).  */
  std::map<uint32_t, unsigned> takers;
  std::map<unsigned, uint32_t> digest_of;
  FOR_EACH_DEFINED_FUNCTION (n)
    if (body_of (n) == n && pointer_may_call (n))
      {
	uint32_t d = function_type_digest (TREE_TYPE (n->decl));
	if (runs.count (d))
	  {
	    takers[d]++;
	    digest_of[n->get_uid ()] = d;
	  }
      }
  bool changed = false;
  for (unsigned k = 0; k < entries.size (); k++)
    {
      auto it = digest_of.find (entries[k]->get_uid ());
      if (it == digest_of.end ())
	continue;
      uint32_t d = it->second;
      double s = runs[d] / takers[d];
      if (s > seed[k])
	{
	  seed[k] = s;
	  pointer_estimates.push_back ({entries[k], s, takers[d]});
	  changed = true;
	}
    }
  return changed;
}

double
program_counts::of (cgraph_node *n) const
{
  n = n->function_symbol ();
  unsigned uid = n->get_uid ();
  return uid < count.size () && count[uid] > 0 ? count[uid] : 1;
}

bool
program_counts::unknown (cgraph_node *n) const
{
  unsigned uid = n->function_symbol ()->get_uid ();
  return uid < floor.size () && floor[uid];
}

void
set_program_counts (const program_counts *c)
{
  in_force = c;
}

const program_counts *
current_program_counts ()
{
  return in_force;
}

} // namespace tigdevirt
