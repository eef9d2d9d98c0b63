// Unit tests of the strongly connected components
// (src/speculation/strong-components.h), which need no GCC: the cycles
// recursive-guards.cc asks about.
#include "../../src/speculation/strong-components.h"

#include "unit-check.h"

using namespace tigdevirt;

typedef std::vector<std::vector<unsigned>> graph;

static bool
same (const std::vector<unsigned> &c, unsigned a, unsigned b)
{
  return c[a] == c[b];
}

int
main ()
{
  // No edges: each vertex alone.
  {
    std::vector<unsigned> c = strongly_connected_components (graph (3));
    CHECK (c.size () == 3);
    CHECK (!same (c, 0, 1) && !same (c, 1, 2) && !same (c, 0, 2));
  }
  // A chain is no cycle; a self loop is its own component.
  {
    graph g = { { 1 }, { 2 }, { 2 } };
    std::vector<unsigned> c = strongly_connected_components (g);
    CHECK (!same (c, 0, 1) && !same (c, 1, 2));
  }
  // Two cycles joined by one edge: {0,1} -> {2,3,4}.
  {
    graph g = { { 1 }, { 0, 2 }, { 3 }, { 4 }, { 2 } };
    std::vector<unsigned> c = strongly_connected_components (g);
    CHECK (same (c, 0, 1) && same (c, 2, 3) && same (c, 3, 4));
    CHECK (!same (c, 1, 2));
  }
  // A cycle closed by a back edge from deep in a branch, the other branch
  // outside: 0 -> 1 -> 2 -> 0, 1 -> 3.
  {
    graph g = { { 1 }, { 3, 2 }, { 0 }, {} };
    std::vector<unsigned> c = strongly_connected_components (g);
    CHECK (same (c, 0, 1) && same (c, 1, 2));
    CHECK (!same (c, 1, 3));
  }
  // A vertex visited first from a later root: 2 -> 0 -> 1 -> 0.
  {
    graph g = { { 1 }, { 0 }, { 0 } };
    std::vector<unsigned> c = strongly_connected_components (g);
    CHECK (same (c, 0, 1) && !same (c, 0, 2));
  }
  // Deep: a path of 200,000 vertices closed into one cycle, and one left
  // open (no recursion to overflow).
  {
    const unsigned n = 200000;
    graph g (2 * n);
    for (unsigned i = 0; i + 1 < n; i++)
      {
	g[i].push_back (i + 1);
	g[n + i].push_back (n + i + 1);
      }
    g[n - 1].push_back (0);
    std::vector<unsigned> c = strongly_connected_components (g);
    CHECK (same (c, 0, n - 1) && same (c, 17, n / 2));
    CHECK (!same (c, n, 2 * n - 1) && !same (c, 0, n));
  }
  // Components agree with reachability both ways on a small random graph.
  {
    const unsigned n = 40;
    graph g (n);
    unsigned seed = 12345;
    for (unsigned i = 0; i < 90; i++)
      {
	seed = seed * 1103515245 + 12345;
	unsigned a = (seed >> 8) % n;
	seed = seed * 1103515245 + 12345;
	g[a].push_back ((seed >> 8) % n);
      }
    std::vector<std::vector<bool>> reach (n, std::vector<bool> (n, false));
    for (unsigned s = 0; s < n; s++)
      {
	std::vector<unsigned> work = { s };
	reach[s][s] = true;
	while (!work.empty ())
	  {
	    unsigned v = work.back ();
	    work.pop_back ();
	    for (unsigned w : g[v])
	      if (!reach[s][w])
		{
		  reach[s][w] = true;
		  work.push_back (w);
		}
	  }
      }
    std::vector<unsigned> c = strongly_connected_components (g);
    for (unsigned a = 0; a < n; a++)
      for (unsigned b = 0; b < n; b++)
	CHECK (same (c, a, b) == (reach[a][b] && reach[b][a]));
  }
  return failures != 0;
}
