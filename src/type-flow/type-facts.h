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
};

} // namespace tigdevirt

#endif
