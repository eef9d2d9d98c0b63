/* strong-components.h - the strongly connected components of a graph.

   A pure helper (no GCC types, unit-tested by
   testsuite/unit/strong-components-test.cc) for recursive-guards.cc,
   which asks which guarded calls would close a cycle of the call
   graph.  */

#ifndef TIGDEVIRT_STRONG_COMPONENTS_H
#define TIGDEVIRT_STRONG_COMPONENTS_H

#include <vector>

namespace tigdevirt {

/* The component of each vertex of the graph whose vertex V has the
   successors SUCC[V] (each below SUCC.size ()): two vertices have the
   same number when each reaches the other.  Tarjan's algorithm, with an
   explicit stack: a call graph's paths can be deeper than the C stack.
   Linear in vertices and edges.  */
std::vector<unsigned>
strongly_connected_components (const std::vector<std::vector<unsigned>> &succ);

} // namespace tigdevirt

#endif
