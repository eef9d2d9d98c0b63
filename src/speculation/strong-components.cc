/* strong-components.cc - Tarjan's strongly connected components.  See
   strong-components.h.  */

#include "strong-components.h"

namespace tigdevirt {

std::vector<unsigned>
strongly_connected_components (const std::vector<std::vector<unsigned>> &succ)
{
  const unsigned n = succ.size ();
  const unsigned unvisited = ~0u;
  std::vector<unsigned> index (n, unvisited), low (n, 0), comp (n, unvisited);
  std::vector<unsigned> stack;		/* Tarjan's stack of open vertices.  */
  std::vector<bool> on_stack (n, false);
  /* The depth-first path: a vertex and how many successors it has
     walked.  */
  std::vector<std::pair<unsigned, unsigned>> path;
  unsigned next_index = 0, next_comp = 0;

  for (unsigned root = 0; root < n; root++)
    {
      if (index[root] != unvisited)
	continue;
      path.push_back ({root, 0});
      index[root] = low[root] = next_index++;
      stack.push_back (root);
      on_stack[root] = true;
      while (!path.empty ())
	{
	  unsigned v = path.back ().first;
	  unsigned &walked = path.back ().second;
	  if (walked < succ[v].size ())
	    {
	      unsigned w = succ[v][walked++];
	      if (index[w] == unvisited)
		{
		  index[w] = low[w] = next_index++;
		  stack.push_back (w);
		  on_stack[w] = true;
		  path.push_back ({w, 0});
		}
	      else if (on_stack[w] && index[w] < low[v])
		low[v] = index[w];
	      continue;
	    }
	  /* V is done: it roots a component, or passes its low link up.  */
	  path.pop_back ();
	  if (low[v] == index[v])
	    {
	      unsigned w;
	      do
		{
		  w = stack.back ();
		  stack.pop_back ();
		  on_stack[w] = false;
		  comp[w] = next_comp;
		}
	      while (w != v);
	      next_comp++;
	    }
	  if (!path.empty ())
	    {
	      unsigned u = path.back ().first;
	      if (low[v] < low[u])
		low[u] = low[v];
	    }
	}
    }
  return comp;
}

} // namespace tigdevirt
