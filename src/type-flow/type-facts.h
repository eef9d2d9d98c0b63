/* type-facts.h - the type facts of one run, in one object: the proofs of
   dynamic types from constructions and factories (allocation-types.h)
   and what every caller passes in a parameter (param-types.h), with the
   pointer fields' records (field-types.h) the proofs read.

   The pass owns one per compile or link (analysis-pass.cc) and hands it
   to what reads it: the calls' contexts (call-context.h), which are the
   only readers.  It is destroyed once the analysis is done with it, so
   that what GCC does next (the inliner, streaming to LTRANS) runs
   without it: the link's peak memory comes after the analysis.  */

#ifndef TIGDEVIRT_TYPE_FACTS_H
#define TIGDEVIRT_TYPE_FACTS_H

#include "gcc-compat.h"
#include "allocation-types.h"
#include "field-types.h"

namespace tigdevirt {

struct type_facts
{
  explicit type_facts (field_records &fields) : fields (fields) {}

  /* The pointer fields' records: the front end's and the escape walk's
     (the plugin's, living with the process), read by the proofs.  */
  field_records &fields;
  /* Made at compile time or read at the link, resolved there.  */
  allocation_facts allocations;
  /* param-types.cc's answers, per function and parameter: a link asks
     once per call.  */
  std::map<std::pair<cgraph_node *, int>, proved_type> param_answers;
  /* The type graph (its serial) the answers kept above and in
     ALLOCATIONS were resolved against; 0: none yet.  */
  unsigned graph_serial = 0;
};

/* Before F's answers are read with graph G: forget those resolved
   against another graph, whose class nodes they name and which died
   with it.  A compile for LTO with fat objects builds two graphs, one
   for the dead methods before streaming and then the analysis's own
   (analysis-pass.cc): the second read the first's freed nodes (cc1plus
   crashed, or took a class for another; clasp's tests, catch.hpp).  */
inline void
use_graph (type_facts &f, const type_graph &g)
{
  if (f.graph_serial == g.serial ())
    return;
  forget_resolutions (f.allocations);
  f.param_answers.clear ();
  f.graph_serial = g.serial ();
}

} // namespace tigdevirt

#endif
